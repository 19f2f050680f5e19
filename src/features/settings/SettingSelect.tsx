import { useTranslation } from 'react-i18next';
import type { FrontendSettings } from '@/api/types';
import { LabelledSelect } from '@/components/Field';

/** The frontend settings picked from a list. */
type ChoiceField = 'defaultView' | 'minimumPriority' | 'quickAddMagicMode' | 'colorSchema';
type Value<K extends ChoiceField> = NonNullable<FrontendSettings[K]>;
interface Choices<K extends ChoiceField> {
  label: string;
  /** The choices' names are `<names>.<choice>`. */
  names: string;
  choices: readonly Value<K>[];
  /** Shown while the account has no value. */
  fallback: Value<K>;
}

/** A project opens with its first view or the first of a kind; priority labels show from medium (2) up. */
const CHOICES: { [K in ChoiceField]: Choices<K> } = {
  defaultView: {
    label: 'settings.defaultView',
    names: 'settings.defaultViews',
    choices: ['first', 'list', 'gantt', 'table', 'kanban'],
    fallback: 'first',
  },
  minimumPriority: {
    label: 'settings.minimumPriority',
    names: 'taskDetail.priorities',
    choices: [1, 2, 3, 4, 5],
    fallback: 2,
  },
  quickAddMagicMode: {
    label: 'settings.quickAddMode',
    names: 'settings.quickAddModes',
    choices: ['vikunja', 'todoist', 'disabled'],
    fallback: 'vikunja',
  },
  colorSchema: {
    label: 'settings.colorScheme',
    names: 'settings.schemes',
    choices: ['auto', 'light', 'dark'],
    fallback: 'auto',
  },
};

/** A select for one frontend setting, saved into the frontend settings by `onChange`. */
export function SettingSelect<K extends ChoiceField>({
  field,
  front,
  onChange,
}: {
  field: K;
  front: FrontendSettings;
  onChange: (patch: FrontendSettings) => void;
}) {
  const { t } = useTranslation();
  const { label, names, choices, fallback } = CHOICES[field];
  return (
    <LabelledSelect
      id={`settings-${field}`}
      label={t(label)}
      value={front[field] ?? fallback}
      choices={choices}
      text={(choice) => t(`${names}.${choice}`)}
      onChange={(choice) => {
        const patch: FrontendSettings = {};
        patch[field] = choice;
        onChange(patch);
      }}
    />
  );
}
