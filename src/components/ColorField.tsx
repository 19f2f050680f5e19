import { useTranslation } from 'react-i18next';
import { cssColor } from '@/lib/colors';

interface Props {
  id: string;
  /** The colour as the API keeps it ("e8445a", "#e8445a") or '' for none. */
  value: string;
  /** The new colour without '#', or '' when removed. */
  onChange: (hex: string) => void;
}

/** Shown in the picker while no colour is set; never saved unless the person picks it. */
const UNSET_SWATCH = '#c0c4cc';

/** A colour that may also be none: the picker, and a button that removes the colour. Empty stays empty. */
export function ColorField({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const css = cssColor(value);
  return (
    <span className="row color-field">
      <input
        id={id}
        type="color"
        className="color-input"
        value={css ?? UNSET_SWATCH}
        data-empty={css ? undefined : 'true'}
        onChange={(e) => onChange(e.target.value.slice(1))}
      />
      {css ? (
        <button type="button" className="btn btn-link btn-small" onClick={() => onChange('')}>
          {t('common.clearColor')}
        </button>
      ) : (
        <span className="muted">{t('common.noColor')}</span>
      )}
    </span>
  );
}
