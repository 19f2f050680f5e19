import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/Avatar';
import type { Team } from '@/api/teams';
import { ErrorBox, Loading } from '@/components/Status';
import {
  useDeleteTeamMutation,
  useRemoveMemberMutation,
  useTeamQuery,
  useToggleAdminMutation,
  useUpdateTeamMutation,
} from '@/queries/teams';
import { useInfoQuery, useUserQuery } from '@/queries/user';
import { useToasts } from '@/stores/toasts';
import { MemberAdder } from './MemberAdder';
import { TeamDescription } from './TeamDescription';
import './teams.css';

function TeamForm({ team, isAdmin }: { team: Team; isAdmin: boolean }) {
  const { t } = useTranslation();
  const info = useInfoQuery();
  const update = useUpdateTeamMutation();
  const toast = useToasts((s) => s.show);
  const [draft, setDraft] = useState({ name: team.name, description: team.description, isPublic: team.isPublic });
  const form = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.name.trim()) return;
    update.mutate(
      { ...team, ...draft, name: draft.name.trim() },
      { onSuccess: () => toast({ kind: 'success', message: t('teams.saved') }) },
    );
  }

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      {update.isError && <ErrorBox error={update.error} />}
      <label htmlFor="team-name">{t('teams.name')}</label>
      <input
        id="team-name"
        disabled={!isAdmin}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
      />
      {!draft.name.trim() && <p className="field-error">{t('teams.nameRequired')}</p>}
      <TeamDescription
        html={team.description}
        isAdmin={isAdmin}
        saving={update.isPending}
        onChange={(description) => setDraft((d) => ({ ...d, description }))}
        onSave={() => form.current?.requestSubmit()}
      />
      {info.data?.publicTeamsEnabled && (
        <label className="checkbox">
          <input
            type="checkbox"
            disabled={!isAdmin}
            checked={draft.isPublic}
            onChange={(e) => setDraft({ ...draft, isPublic: e.target.checked })}
          />
          {t('teams.public')}
        </label>
      )}
      {isAdmin && (
        <button type="submit" className="btn btn-primary" disabled={update.isPending || !draft.name.trim()}>
          {t('teams.save')}
        </button>
      )}
    </form>
  );
}

/** /teams/:id/edit — name, description and members; admins manage, members see. */
export function TeamEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const teamId = Number(useParams().teamId);
  const team = useTeamQuery(teamId);
  const me = useUserQuery();
  const remove = useRemoveMemberMutation(teamId);
  const toggleAdmin = useToggleAdminMutation(teamId);
  const destroy = useDeleteTeamMutation();
  const [confirm, setConfirm] = useState(false);

  if (team.isPending) return <Loading />;
  if (team.isError) return <ErrorBox error={team.error} onRetry={() => void team.refetch()} />;
  const members = team.data.members ?? [];
  const isAdmin = members.some((m) => m.id === me.data?.id && m.admin);

  return (
    <section className="team-edit" aria-labelledby="team-title">
      <h1 id="team-title">{t('teams.editTitle', { name: team.data.name })}</h1>
      <div className="team-card">
        <TeamForm key={team.data.updated ?? ''} team={team.data} isAdmin={isAdmin} />
      </div>
      <div className="team-card">
        <h2>{t('teams.members')}</h2>
        {(remove.isError || toggleAdmin.isError) && <ErrorBox error={remove.error ?? toggleAdmin.error} />}
        <ul className="label-list team-members">
          {members.map((member) => (
            <li key={member.id} className="label-row">
              <Avatar user={member} shown={32} />
              <span className="member-names">
                <span>{member.name || member.username}</span>
                <span className="muted">@{member.username}</span>
                {member.admin && <span className="badge">{t('teams.admin')}</span>}
              </span>
              {isAdmin && member.id !== me.data?.id && (
                <span className="member-actions">
                  <button type="button" className="btn btn-link" onClick={() => toggleAdmin.mutate(member.username)}>
                    {member.admin ? t('teams.makeMember') : t('teams.makeAdmin')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-link"
                    onClick={() => remove.mutate(member)}
                    aria-label={t('teams.removeMember', { name: member.username })}
                  >
                    {t('teams.remove')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
        {isAdmin && <MemberAdder teamId={teamId} />}
      </div>
      {isAdmin && (
        <div className="row modal-actions team-danger">
          {confirm ? (
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => destroy.mutate(teamId, { onSuccess: () => void navigate('/teams', { replace: true }) })}
            >
              {t('teams.deleteConfirm')}
            </button>
          ) : (
            <button type="button" className="btn" onClick={() => setConfirm(true)}>
              {t('teams.delete')}
            </button>
          )}
          {destroy.isError && <ErrorBox error={destroy.error} />}
        </div>
      )}
    </section>
  );
}
