import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { resetPassword } from '@/api/auth';
import { useApi, usePlatform } from '@/app/context';
import { LabelledInput } from '@/components/Field';
import { ErrorBox } from '@/components/Status';
import { validatePassword, validatePasswordConfirmation } from '@/lib/validation';
import { setPendingToken, useAuthFlow } from '@/stores/auth-flow';

const INVALID_RESET_TOKEN = 1009;

/** /password-reset: sets a new password with the token stored from the mailed link. */
export function PasswordReset() {
  const { t } = useTranslation();
  const client = useApi();
  const platform = usePlatform();
  const token = useAuthFlow((s) => s.passwordResetToken);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const problem = password === '' ? null : validatePassword(password);
  const mismatch =
    confirmation === '' ? null : validatePasswordConfirmation(password, confirmation) && 'auth.reset.mismatch';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token || validatePassword(password) || password !== confirmation) return;
    setBusy(true);
    setError(null);
    try {
      await resetPassword(client, token, password);
      setDone(true);
      await setPendingToken(platform.storage, 'passwordReset', null);
    } catch (caught) {
      setError(caught);
      // A dead token would otherwise keep forcing this page.
      if (isApiError(caught) && caught.code === INVALID_RESET_TOKEN)
        await setPendingToken(platform.storage, 'passwordReset', null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="reset-title">
      <h2 id="reset-title">{t('auth.reset.title')}</h2>
      {done ? (
        <p className="success" role="status">
          {t('auth.reset.done')}
        </p>
      ) : !token ? (
        error !== null ? (
          <ErrorBox error={error} />
        ) : (
          <p className="warning">{t('auth.reset.noToken')}</p>
        )
      ) : (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          {error !== null && <ErrorBox error={error} />}
          <LabelledInput
            id="new-password"
            label={t('auth.reset.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            error={problem === null ? null : t(problem)}
            onChange={setPassword}
          />
          <LabelledInput
            id="confirm-password"
            label={t('auth.reset.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            error={mismatch ? t(mismatch) : null}
            onChange={setConfirmation}
          />
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy || !password || problem !== null || password !== confirmation}
          >
            {t('auth.reset.submit')}
          </button>
        </form>
      )}
      <p className="alt-action">
        <Link to="/login" onClick={() => void setPendingToken(platform.storage, 'passwordReset', null)}>
          {t('auth.reset.backToLogin')}
        </Link>
      </p>
    </section>
  );
}
