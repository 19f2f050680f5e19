import { useTranslation } from 'react-i18next';

/** The two-factor code field, shown once the server asked for a code (1017); it takes the focus when it appears. */
export function TotpField({
  id,
  value,
  onChange,
  required,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id}>{t('auth.totp')}</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        required={required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
