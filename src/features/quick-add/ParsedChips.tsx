import type { CSSProperties } from 'react';
import { dateLocale } from '@/app/date-locale';
import { useTranslation } from 'react-i18next';
import type { Label } from '@/api/types';
import type { ParsedTask } from '@/quick-add';
import { cssColor, textColorFor } from '@/lib/colors';
import { formatChipDate } from './chip-format';

interface ParsedChipsProps {
  parsed: ParsedTask;
  /** Known labels, to show an existing label in its own colour. */
  labels: Label[];
  now: Date;
  /** Names the group when the input has several lines. */
  groupLabel: string;
}

interface ChipProps {
  kind: string;
  name: string;
  isNew?: boolean;
  style?: CSSProperties;
  children: string;
}

function Chip({ kind, name, isNew, style, children }: ChipProps) {
  const className = `quick-add-chip quick-add-chip-${kind}${isNew ? ' quick-add-chip-new' : ''}`;
  return (
    <li className={className} aria-label={name} title={name} style={style}>
      {children}
    </li>
  );
}

/** The recognised details of one line as chips under the input; each chip's accessible name says what it is. */
export function ParsedChips({ parsed, labels, now, groupLabel }: ParsedChipsProps) {
  const { t } = useTranslation();
  const { date, project, priority, repeats } = parsed;
  if (parsed.parts.length === 0) return null;
  const when = date ? formatChipDate(date, now, dateLocale()) : null;
  return (
    <ul className="quick-add-chips" aria-label={groupLabel}>
      {when && (
        <Chip kind="date" name={t('quickAdd.chip.date', when)}>
          {`${when.relative} · ${when.absolute}`}
        </Chip>
      )}
      {parsed.labels.map((name) => {
        const known = labels.find((l) => l.title.toLowerCase() === name.toLowerCase());
        const colour = cssColor(known?.hexColor);
        const style = colour ? { background: colour, color: textColorFor(colour) } : undefined;
        const chipName = known ? t('quickAdd.chip.label', { name }) : t('quickAdd.chip.newLabel', { name });
        return (
          <Chip key={`label-${name}`} kind="label" isNew={!known} name={chipName} style={style}>
            {name}
          </Chip>
        );
      })}
      {project !== null && (
        <Chip kind="project" name={t('quickAdd.chip.project', { name: project })}>
          {project}
        </Chip>
      )}
      {priority !== null && (
        <Chip kind="priority" name={t('quickAdd.chip.priority', { name: t(`quickAdd.priorities.${priority}`) })}>
          {t(`quickAdd.priorities.${priority}`)}
        </Chip>
      )}
      {repeats && (
        <Chip
          kind="repeat"
          name={t('quickAdd.chip.repeat', {
            unit: t(`quickAdd.units.${repeats.type}`, { count: repeats.amount }),
            amount: repeats.amount,
          })}
        >
          {t('quickAdd.chip.repeatShort', {
            unit: t(`quickAdd.units.${repeats.type}`, { count: repeats.amount }),
            amount: repeats.amount,
          })}
        </Chip>
      )}
      {parsed.assignees.map((name) => (
        <Chip key={`assignee-${name}`} kind="assignee" name={t('quickAdd.chip.assignee', { name })}>
          {name}
        </Chip>
      ))}
    </ul>
  );
}
