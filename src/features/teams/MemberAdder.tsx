import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '@/components/Status';
import { useAddMemberMutation } from '@/queries/teams';
import { USER_SEARCH_MIN_LENGTH, useUserSearchQuery } from '@/queries/users';

/** Adds a member by username; suggestions come from the user search (discoverable users only). */
export function MemberAdder({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const add = useAddMemberMutation(teamId);
  const [query, setQuery] = useState('');
  const [touched, setTouched] = useState(false);
  const search = useUserSearchQuery(query);
  // A refused search offers nothing; a text too short offers nothing even while the last answer lingers.
  const found = query.trim().length >= USER_SEARCH_MIN_LENGTH ? (search.data ?? []) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!query.trim()) return;
    add.mutate(query.trim(), {
      onSuccess: () => {
        setQuery('');
        setTouched(false);
      },
    });
  }

  return (
    <form className="form team-add-member" onSubmit={submit} noValidate>
      <label htmlFor="member-username">{t('teams.addMember')}</label>
      <div className="row">
        <input
          id="member-username"
          list="member-suggestions"
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {t('teams.add')}
        </button>
      </div>
      <datalist id="member-suggestions">
        {found.map((u) => (
          <option key={u.id} value={u.username}>
            {u.name}
          </option>
        ))}
      </datalist>
      {touched && !query.trim() && <p className="field-error">{t('teams.selectUser')}</p>}
      {add.isError && <ErrorBox error={add.error} />}
    </form>
  );
}
