import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { searchUsers } from '@/api/users';
import type { User } from '@/api/types';
import { useApi } from '@/app/context';
import { ErrorBox } from '@/components/Status';
import { useAddMemberMutation } from '@/queries/teams';

const SEARCH_DELAY_MS = 250;

/** Adds a member by username; suggestions come from the user search (discoverable users only). */
export function MemberAdder({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const client = useApi();
  const add = useAddMemberMutation(teamId);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<User[]>([]);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (query.trim().length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      searchUsers(client, query.trim()).then(
        (users) => live && setFound(users),
        () => live && setFound([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, query]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!query.trim()) return;
    add.mutate(query.trim(), {
      onSuccess: () => {
        setQuery('');
        setFound([]);
        setTouched(false);
      },
    });
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
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
        {(query.trim().length >= 2 ? found : []).map((u) => (
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
