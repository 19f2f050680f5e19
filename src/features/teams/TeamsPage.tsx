import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useCreateTeamMutation, useTeamsQuery } from '@/queries/teams';

/** /teams — the user's teams, and a new one. */
export function TeamsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const teams = useTeamsQuery();
  const create = useCreateTeamMutation();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (team) => {
          setName('');
          setTouched(false);
          void navigate(`/teams/${(team as { id: number }).id}/edit`);
        },
      },
    );
  }

  return (
    <section aria-labelledby="teams-title">
      <h1 id="teams-title">{t('teams.heading')}</h1>
      <form className="row label-create" onSubmit={submit} noValidate>
        <label htmlFor="new-team" className="visually-hidden">
          {t('teams.newTeam')}
        </label>
        <input id="new-team" placeholder={t('teams.newPlaceholder')} value={name} onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t('teams.create')}
        </button>
      </form>
      {touched && !name.trim() && <p className="field-error">{t('teams.nameRequired')}</p>}
      {create.isError && <ErrorBox error={create.error} />}
      {teams.isPending && <Loading />}
      {teams.isError && <ErrorBox error={teams.error} onRetry={() => void teams.refetch()} />}
      {teams.isSuccess && teams.data.length === 0 && <Empty title={t('teams.empty')} />}
      <ul className="label-list">
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
