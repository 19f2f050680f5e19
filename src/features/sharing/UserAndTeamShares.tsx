import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@/api/sharing';
import { ErrorBox } from '@/components/Status';
import { useShareMutations, useShareQueries } from '@/queries/sharing';
import { useTeamsQuery } from '@/queries/teams';
import { PermissionSelect } from './PermissionSelect';

export function UserAndTeamShares({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { users, teams } = useShareQueries(projectId, false);
  const mutations = useShareMutations(projectId);
  const myTeams = useTeamsQuery();
  const [username, setUsername] = useState('');
  const [userPermission, setUserPermission] = useState<Permission>(0);
  const [teamId, setTeamId] = useState(0);
  const [teamPermission, setTeamPermission] = useState<Permission>(0);
  const failure = Object.values(mutations).find((x) => x.isError)?.error;

  function addUser(event: FormEvent) {
    event.preventDefault();
    if (username.trim()) mutations.addUser.mutate({ username: username.trim(), permission: userPermission }, { onSuccess: () => setUsername('') });
  }
  function addTeam(event: FormEvent) {
    event.preventDefault();
    if (teamId > 0) mutations.addTeam.mutate({ teamId, permission: teamPermission }, { onSuccess: () => setTeamId(0) });
  }

  const sharedTeamIds = new Set((teams.data ?? []).map((x) => x.id));
  return (
    <>
      {failure !== undefined && <ErrorBox error={failure} />}
      <h3>{t('sharing.users')}</h3>
      <ul className="label-list">
        {(users.data ?? []).map((u) => (
          <li key={u.id} className="label-row">
            <span>{u.name || u.username}</span>
            <span className="header-spacer" />
            <PermissionSelect label={t('sharing.permissionOf', { name: u.username })} value={u.permission} onChange={(p) => mutations.setUser.mutate({ id: u.id, permission: p })} />
            <button type="button" className="btn btn-link" onClick={() => mutations.removeUser.mutate(u.id)} aria-label={t('sharing.removeShare', { name: u.username })}>
              {t('teams.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form className="row" onSubmit={addUser}>
        <label htmlFor="share-username" className="visually-hidden">
          {t('sharing.username')}
        </label>
        <input id="share-username" placeholder={t('sharing.username')} value={username} onChange={(e) => setUsername(e.target.value)} />
        <PermissionSelect label={t('sharing.newPermission')} value={userPermission} onChange={setUserPermission} />
        <button type="submit" className="btn btn-primary" disabled={!username.trim()}>
          {t('sharing.share')}
        </button>
      </form>
      <h3>{t('sharing.teams')}</h3>
      <ul className="label-list">
        {(teams.data ?? []).map((team) => (
          <li key={team.id} className="label-row">
            <span>{team.name}</span>
            <span className="header-spacer" />
            <PermissionSelect label={t('sharing.permissionOf', { name: team.name })} value={team.permission} onChange={(p) => mutations.setTeam.mutate({ id: team.id, permission: p })} />
            <button type="button" className="btn btn-link" onClick={() => mutations.removeTeam.mutate(team.id)} aria-label={t('sharing.removeShare', { name: team.name })}>
              {t('teams.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form className="row" onSubmit={addTeam}>
        <label htmlFor="share-team" className="visually-hidden">
          {t('sharing.team')}
        </label>
        <select id="share-team" value={teamId} onChange={(e) => setTeamId(Number(e.target.value))}>
          <option value={0}>{t('sharing.chooseTeam')}</option>
          {(myTeams.data ?? []).filter((x) => !sharedTeamIds.has(x.id)).map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </select>
        <PermissionSelect label={t('sharing.newTeamPermission')} value={teamPermission} onChange={setTeamPermission} />
        <button type="submit" className="btn btn-primary" disabled={teamId === 0}>
          {t('sharing.share')}
        </button>
      </form>
    </>
  );
}
