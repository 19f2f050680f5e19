import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox, Loading } from '@/components/Status';
import { useTotpActions, useTotpQuery } from '@/queries/account';
import { useToasts } from '@/stores/toasts';
import { PasswordField } from './PasswordField';
import { TotpQrCode } from './TotpQrCode';

/** Two-factor sign-in: enrol (QR code, secret and otpauth link), confirm with a code, or switch off with the password. */
export function TotpSettings() {
  const { t } = useTranslation();
  const totp = useTotpQuery();
  const { enroll, enable, disable } = useTotpActions();
  const toast = useToasts((s) => s.show);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const error = enroll.error ?? enable.error ?? disable.error;

  function confirm(event: FormEvent) {
    event.preventDefault();
    enable.mutate(code.trim(), { onSuccess: () => toast({ kind: 'success', message: t('settings.totpEnabled') }) });
  }
  function turnOff(event: FormEvent) {
    event.preventDefault();
    disable.mutate(password, { onSuccess: () => toast({ kind: 'success', message: t('settings.totpDisabled') }) });
  }

  if (totp.isPending) return <Loading />;
  const state = totp.data;
  return (
    <div className="form">
      <h2>{t('settings.section.totp')}</h2>
      {error && <ErrorBox error={error} />}
      {!state && <p className="muted">{t('settings.totpIntro')}</p>}
      {!state && (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => enroll.mutate(undefined)}
          disabled={enroll.isPending}
        >
          {t('settings.totpEnroll')}
        </button>
      )}
      {state && !state.enabled && (
        <form className="form" onSubmit={confirm}>
          <p>{t('settings.totpScan')}</p>
          <TotpQrCode secret={state.secret} />
          <p>
            <code className="secret">{state.secret}</code>
          </p>
          {state.url.startsWith('otpauth://') && <a href={state.url}>{t('settings.totpOpenApp')}</a>}
          <label htmlFor="totp-code">{t('settings.totpCode')}</label>
          <input
            id="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={!code.trim() || enable.isPending}>
            {t('settings.totpConfirm')}
          </button>
        </form>
      )}
      {state?.enabled && (
        <form className="form" onSubmit={turnOff}>
          <p className="success">{t('settings.totpOn')}</p>
          <PasswordField id="totp-password" value={password} onChange={setPassword} />
          <button type="submit" className="btn" disabled={!password || disable.isPending}>
            {t('settings.totpDisable')}
          </button>
        </form>
      )}
    </div>
  );
}
