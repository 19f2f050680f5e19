import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/Avatar';
import type { Permission } from '@/api/sharing';
import type { Team } from '@/api/teams';
import type { User } from '@/api/types';
import { ErrorBox } from '@/components/Status';
import { useShareMutations, useShareQueries } from '@/queries/sharing';
import { useShareableTeamsQuery } from '@/queries/teams';
import { PermissionSelect } from './PermissionSelect';
import { ShareRow } from './ShareRow';
import { TeamPicker } from './TeamPicker';
import { UserPicker } from './UserPicker';
import './link-shares.css';

export function UserAndTeamShares({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { users, teams } = useShareQueries(projectId, false);
  const mutations = useShareMutations(projectId);
  const myTeams = useShareableTeamsQuery();
  const [picked, setPicked] = useState<User | null>(null);
  const [userTouched, setUserTouched] = useState(false);
  const [userPermission, setUserPermission] = useState<Permission>(0);
  const [pickedTeam, setPickedTeam] = useState<Team | null>(null);
  const [teamPermission, setTeamPermission] = useState<Permission>(0);
  const failure = Object.values(mutations).find((x) => x.isError)?.error;

  function addUser(event: FormEvent) {
    event.preventDefault();
    setUserTouched(true);
    if (!picked) return;
    mutations.addUser.mutate(
      { username: picked.username, permission: userPermission },
      {
        onSuccess: () => {
          setPicked(null);
          setUserTouched(false);
        },
      },
    );
  }
  function addTeam(event: FormEvent) {
    event.preventDefault();
    if (pickedTeam)
      mutations.addTeam.mutate(
        { teamId: pickedTeam.id, permission: teamPermission },
        { onSuccess: () => setPickedTeam(null) },
      );
  }

  const sharedTeamIds = new Set((teams.data ?? []).map((x) => x.id));
  return (
    <>
      {failure !== undefined && <ErrorBox error={failure} />}
      <h3>{t('sharing.users')}</h3>
      <ul className="label-list">
        {(users.data ?? []).map((u) => (
          <ShareRow
            key={u.id}
            name={u.username}
            shownName={u.name || u.username}
            picture={<Avatar user={u} shown={32} />}
            permission={u.permission}
            onPermission={(p) => mutations.setUser.mutate({ username: u.username, permission: p })}
            onRemove={() => mutations.removeUser.mutate(u.username)}
          />
        ))}
      </ul>
      <form className="row share-add" onSubmit={addUser} noValidate>
        <UserPicker
          id="share-username"
          label={t('sharing.findUser')}
          value={picked}
          onChange={setPicked}
          excludeIds={(users.data ?? []).map((u) => u.id)}
        />
        <PermissionSelect label={t('sharing.newPermission')} value={userPermission} onChange={setUserPermission} />
        <button type="submit" className="btn btn-primary" disabled={mutations.addUser.isPending}>
          {t('sharing.share')}
        </button>
      </form>
      {userTouched && !picked && <p className="field-error">{t('teams.selectUser')}</p>}
      <h3>{t('sharing.teams')}</h3>
      <ul className="label-list">
        {(teams.data ?? []).map((team) => (
          <ShareRow
            key={team.id}
            name={team.name}
            permission={team.permission}
            onPermission={(p) => mutations.setTeam.mutate({ id: team.id, permission: p })}
            onRemove={() => mutations.removeTeam.mutate(team.id)}
          />
        ))}
      </ul>
      <form className="row share-add" onSubmit={addTeam}>
        <TeamPicker
          id="share-team"
          label={t('sharing.findTeam')}
          teams={(myTeams.data ?? []).filter((x) => !sharedTeamIds.has(x.id))}
          value={pickedTeam}
          onChange={setPickedTeam}
        />
        <PermissionSelect label={t('sharing.newTeamPermission')} value={teamPermission} onChange={setTeamPermission} />
        <button type="submit" className="btn btn-primary" disabled={pickedTeam === null || mutations.addTeam.isPending}>
          {t('sharing.share')}
        </button>
      </form>
    </>
  );
}
