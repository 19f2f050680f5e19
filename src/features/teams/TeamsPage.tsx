import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useTeamsQuery } from '@/queries/teams';
import { TeamCreateForm } from './TeamCreateForm';
import './teams.css';

/** /teams — the user's teams, and a new one. */
export function TeamsPage() {
  const { t } = useTranslation();
  const teams = useTeamsQuery();

  return (
    <section className="teams-page" aria-labelledby="teams-title">
      <h1 id="teams-title">{t('teams.heading')}</h1>
      <TeamCreateForm />
      {teams.isPending && <Loading />}
      {teams.isError && <ErrorBox error={teams.error} onRetry={() => void teams.refetch()} />}
      {teams.isSuccess && teams.data.length === 0 && <Empty title={t('teams.empty')} />}
      <ul className="label-list team-list">
        {(teams.data ?? []).map((team) => (
          <li key={team.id} className="label-row">
            <Link to={`/teams/${team.id}/edit`}>{team.name}</Link>
            <span className="muted">{t('teams.memberCount', { count: team.members?.length ?? 0 })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /teams/new — the same form as on the teams page, in a modal. */
export function NewTeamModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal title={t('teams.newTeam')} onClose={() => void navigate('/teams')}>
      <h2>{t('teams.newTeam')}</h2>
      <TeamCreateForm modal />
    </Modal>
  );
}
