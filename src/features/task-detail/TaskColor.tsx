import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cssColor } from '@/lib/colors';
import { LABEL_PALETTE } from '@/lib/palette';
import { FieldRow } from './FieldRow';
import { Tooltip } from '@/components/Tooltip';

/** Names for the palette's colours, in palette order (keys under taskDetail.colors). */
const NAMES = [
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'teal',
  'cyan',
  'blue',
  'indigo',
  'violet',
  'magenta',
  'brown',
] as const;

interface Props {
  hexColor: string;
  canWrite: boolean;
  onSave: (hexColor: string) => void;
}

/** The task's colour: one of the palette's, or none. A colour set elsewhere shows as its own swatch. */
export function TaskColor({ hexColor, canWrite, onSave }: Props) {
  const { t } = useTranslation();
  const nameId = useId();
  const current = cssColor(hexColor);
  const swatches: Array<{ css: string; hex: string; label: string }> = LABEL_PALETTE.map((hex, i) => ({
    css: `#${hex}`,
    hex,
    label: t(`taskDetail.colors.${NAMES[i] ?? 'red'}`),
  }));
  if (current && !swatches.some((s) => s.css === current)) {
    swatches.push({ css: current, hex: current.slice(1), label: t('taskDetail.customColor', { color: current }) });
  }
  // The colour shortcut lands on the chosen swatch.
  const mark = (selected: boolean) => (selected ? { 'data-shortcut': 'color' } : {});

  if (!canWrite) {
    const shown = swatches.find((s) => s.css === current);
    return (
      <FieldRow field="color" name={t('taskDetail.color')}>
        {shown ? (
          <Tooltip text={shown.label}>
            <span className="swatch" style={{ background: shown.css }} role="img" aria-label={shown.label} />
          </Tooltip>
        ) : (
          <span className="muted">{t('taskDetail.noColor')}</span>
        )}
      </FieldRow>
    );
  }

  return (
    <FieldRow field="color" name={<span id={nameId}>{t('taskDetail.color')}</span>} groupNameId={nameId}>
      <div className="swatches">
        <Tooltip text={t('taskDetail.noColor')}>
          <button
            type="button"
            className="swatch swatch-none"
            aria-pressed={!current}
            aria-label={t('taskDetail.noColor')}
            onClick={() => current && onSave('')}
            {...mark(!current)}
          />
        </Tooltip>
        {swatches.map((s) => (
          <Tooltip key={s.css} text={s.label}>
            <button
              type="button"
              className="swatch"
              style={{ background: s.css }}
              aria-pressed={current === s.css}
              aria-label={s.label}
              onClick={() => current !== s.css && onSave(s.hex)}
              {...mark(current === s.css)}
            />
          </Tooltip>
        ))}
      </div>
    </FieldRow>
  );
}
