import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LabelledInput } from '@/components/Field';
import { ErrorBox } from '@/components/Status';
import { useCreateTeamMutation } from '@/queries/teams';
import { useInfoQuery } from '@/queries/user';
import { useToasts } from '@/stores/toasts';

/**
 * A name for a new team; on the teams page and in the /teams/new modal. Opens the team when created;
 * in the modal the form takes focus, and the team page replaces the modal's history entry.
 */
export function TeamCreateForm({ modal = false }: { modal?: boolean }) {
  // The page and its "new" dialog can be on screen together (the dialog drawn over the page).
  const id = useId();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTeamMutation();
  const publicTeams = useInfoQuery().data?.publicTeamsEnabled === true;
  const toast = useToasts((s) => s.show);
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [touched, setTouched] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), ...(publicTeams && isPublic ? { isPublic: true } : {}) },
      {
        onSuccess: (team) => {
          setName('');
          setIsPublic(false);
          setTouched(false);
          toast({ kind: 'success', message: t('teams.created') });
          void navigate(`/teams/${team.id}/edit`, { replace: modal });
        },
      },
    );
  }

  return (
    <>
      <form className="row label-create" onSubmit={submit} noValidate>
        <LabelledInput
          id={`${id}-team`}
          label={t('teams.newTeam')}
          hideLabel
          autoFocus={modal}
          placeholder={t('teams.newPlaceholder')}
          value={name}
          onChange={setName}
        />
        {/* Offered only where the server lets teams be public, as on the team's edit page. */}
        {publicTeams && (
          <label className="checkbox">
            <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />
            {t('teams.public')}
          </label>
        )}
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t('teams.create')}
        </button>
      </form>
      {touched && !name.trim() && <p className="field-error">{t('teams.nameRequired')}</p>}
      {create.isError && <ErrorBox error={create.error} />}
    </>
  );
}
