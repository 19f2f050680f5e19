import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '@/api/auth';
import { useApi } from '@/app/context';
import { LabelledInput } from '@/components/Field';
import { ErrorBox } from '@/components/Status';
import { validateEmail } from '@/lib/validation';

/** /get-password-reset: asks the server to mail a reset link. */
export function PasswordResetRequest() {
  const { t } = useTranslation();
  const client = useApi();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<unknown>(null);
  const problem = email === '' ? null : validateEmail(email);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (validateEmail(email)) return;
    setState('busy');
    setError(null);
    try {
      await requestPasswordReset(client, email.trim());
      setState('sent');
    } catch (caught) {
      setError(caught);
      setState('idle');
    }
  }

  return (
    <section aria-labelledby="reset-request-title">
      <h2 id="reset-request-title">{t('auth.reset.requestTitle')}</h2>
      {state === 'sent' ? (
        <p className="success" role="status">
          {t('auth.reset.sent')}
        </p>
      ) : (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          {error !== null && <ErrorBox error={error} />}
          <LabelledInput
            id="reset-email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={email}
            error={problem === null ? null : t(problem)}
            onChange={setEmail}
          />
          <button
            type="submit"
            className="btn btn-primary"
            disabled={state === 'busy' || email === '' || problem !== null}
          >
            {t('auth.reset.requestSubmit')}
          </button>
        </form>
      )}
      <p className="alt-action">
        <Link to="/login">{t('auth.reset.backToLogin')}</Link>
      </p>
    </section>
  );
}
