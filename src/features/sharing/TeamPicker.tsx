import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '@/api/teams';
import { SearchPicker } from './SearchPicker';

interface TeamPickerProps {
  id: string;
  label: string;
  /** The teams that may be picked (the user's own, and public ones where the server has them). */
  teams: Team[];
  value: Team | null;
  onChange: (team: Team | null) => void;
}

/** Finds a team by name among those the project can be shared with, and picks one. */
export function TeamPicker({ id, label, teams, value, onChange }: TeamPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = text.trim().toLocaleLowerCase();
  return (
    <SearchPicker
      id={id}
      label={label}
      text={text}
      onText={setText}
      found={query ? teams.filter((team) => team.name.toLocaleLowerCase().includes(query)) : []}
      value={value}
      onChange={onChange}
      display={(team) => (team.isPublic ? `${team.name} (${t('sharing.publicTeam')})` : team.name)}
      keyOf={(team) => team.id}
      listLabel={t('sharing.foundTeams')}
      clearLabel={t('sharing.clearTeam')}
    />
  );
}
