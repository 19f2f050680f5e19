import { useTranslation } from 'react-i18next';
import { LabelledInput } from '@/components/Field';
import type { Credentials } from './credentials';
import { TotpField } from './TotpField';

/**
 * A sign-in form's fields: username, password and, once the server asked for it, the two-factor code.
 * `idPrefix` keeps the ids unique where another form shares the page.
 */
export function CredentialFields({
  value,
  onChange,
  idPrefix = '',
  required,
  autoFocus,
}: {
  value: Credentials;
  onChange: (next: Credentials) => void;
  idPrefix?: string;
  required?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <LabelledInput
        id={`${idPrefix}username`}
        label={t('auth.username')}
        autoComplete="username"
        autoFocus={autoFocus}
        required={required}
        value={value.username}
        onChange={(username) => onChange({ ...value, username })}
      />
      <LabelledInput
        id={`${idPrefix}password`}
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required={required}
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
      />
      {value.totp !== null && (
        <TotpField
          id={`${idPrefix}totp`}
          required={required}
          value={value.totp}
          onChange={(totp) => onChange({ ...value, totp })}
        />
      )}
    </>
  );
}
