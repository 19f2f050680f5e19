import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NameCreateForm } from '@/components/NameCreateForm';
import { useCreateTeamMutation } from '@/queries/teams';
import { useInfoQuery } from '@/queries/user';
import { useToasts } from '@/stores/toasts';

/**
 * A name for a new team; on the teams page and in the /teams/new modal. Opens the team when created;
 * in the modal the form takes focus, and the team page replaces the modal's history entry.
 */
export function TeamCreateForm({ modal = false }: { modal?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTeamMutation();
  const publicTeams = useInfoQuery().data?.publicTeamsEnabled === true;
  const toast = useToasts((s) => s.show);
  const [isPublic, setIsPublic] = useState(false);

  return (
    <NameCreateForm
      texts={[t('teams.newTeam'), t('teams.newPlaceholder'), t('teams.create'), t('teams.nameRequired')]}
      autoFocus={modal}
      create={create}
      variables={(name) => ({ name, ...(publicTeams && isPublic ? { isPublic: true } : {}) })}
      onCreated={(team) => {
        setIsPublic(false);
        toast({ kind: 'success', message: t('teams.created') });
        void navigate(`/teams/${team.id}/edit`, { replace: modal });
      }}
    >
      {/* Offered only where the server lets teams be public, as on the team's edit page. */}
      {publicTeams && (
        <label className="checkbox">
          <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />
          {t('teams.public')}
        </label>
      )}
    </NameCreateForm>
  );
}
