import { useTranslation } from 'react-i18next';

/** The current password, asked before changes that need it. */
export function PasswordField({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id}>{label ?? t('settings.currentPassword')}</label>
      <input
        id={id}
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
