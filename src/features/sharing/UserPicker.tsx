import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/types';
import { useUserSearchQuery } from '@/queries/users';
import { SearchPicker } from './SearchPicker';

interface UserPickerProps {
  id: string;
  label: string;
  value: User | null;
  onChange: (user: User | null) => void;
  /** Users not to offer (already shared with, already members). */
  excludeIds?: number[];
}

const display = (u: User) => (u.name ? `${u.name} (${u.username})` : u.username);

/** Finds a person by name, username or email through the server's user search, and picks one. */
export function UserPicker({ id, label, value, onChange, excludeIds = [] }: UserPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useUserSearchQuery(value ? '' : text);
  return (
    <SearchPicker
      id={id}
      label={label}
      text={text}
      onText={setText}
      found={text.trim().length >= 2 ? (search.data ?? []).filter((u) => !excludeIds.includes(u.id)) : []}
      value={value}
      onChange={onChange}
      display={display}
      keyOf={(u) => u.id}
      listLabel={t('sharing.foundUsers')}
      clearLabel={t('sharing.clearUser')}
    />
  );
}
