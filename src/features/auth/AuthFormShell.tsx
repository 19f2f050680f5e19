import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '@/components/Status';

/**
 * The state of a signed-out form that sends once: `busy` while sending, `done` once the server agreed (then
 * `onDone` runs), `error` of the last try (then `onError` runs with it).
 */
export function useSendOnce({
  send,
  onDone,
  onError,
}: {
  send: () => Promise<unknown>;
  onDone?: () => Promise<void>;
  onError?: (caught: unknown) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function run() {
    setBusy(true);
    setError(null);
    try {
      await send();
      setDone(true);
      await onDone?.();
    } catch (caught) {
      setError(caught);
      await onError?.(caught);
    } finally {
      setBusy(false);
    }
  }
  return { busy, done, error, run };
}

/**
 * A signed-out form page (the password reset's two steps): its title, then the form with the last error above
 * its fields, or `blocked` instead of it, or once done the success message; below, the way back to login.
 */
export function AuthFormShell({
  id,
  title,
  doneText,
  submitText,
  state,
  canSubmit,
  blocked,
  onSubmit,
  onBack,
  children,
}: {
  id: string;
  title: string;
  doneText: string;
  submitText: string;
  state: { busy: boolean; done: boolean; error: unknown };
  canSubmit: boolean;
  blocked?: ReactNode;
  onSubmit: () => void;
  onBack?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {state.done ? (
        <p className="success" role="status">
          {doneText}
        </p>
      ) : (
        (blocked ?? (
          <form className="form" onSubmit={submit} noValidate>
            {state.error !== null && <ErrorBox error={state.error} />}
            {children}
            <button type="submit" className="btn btn-primary" disabled={state.busy || !canSubmit}>
              {submitText}
            </button>
          </form>
        ))
      )}
      <p className="alt-action">
        <Link to="/login" onClick={onBack}>
          {t('auth.reset.backToLogin')}
        </Link>
      </p>
    </section>
  );
}
