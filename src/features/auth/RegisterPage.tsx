import { saveAccountLanguage } from '@/api/account';
import { registrationOpen } from '@/api/info';
import { featuresFor } from '@/api/version';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { login, register } from '@/api/auth';
import { useApi, usePlatform } from '@/app/context';
import { toServerLanguage } from '@/app/languages';
import { ErrorBox } from '@/components/Status';
import { validateEmail, validatePassword, validateUsername } from '@/lib/validation';
import { useInfoQuery } from '@/queries/user';
import { saveToken, useSession } from '@/stores/session';
import { languageRejected } from './register-language';

/** Validation waits this long after a field loses focus. */
const VALIDATE_DEBOUNCE_MS = 100;
type Field = 'username' | 'email' | 'password';

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const client = useApi();
  const platform = usePlatform();
  const navigate = useNavigate();
  const info = useInfoQuery();
  const signedIn = useSession((s) => s.token !== null && s.linkShare === null);
  const [justRegistered, setJustRegistered] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, email: false, password: false });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const timers = useRef<Partial<Record<Field, ReturnType<typeof setTimeout>>>>({});

  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);

  const problems: Record<Field, string | null> = {
    username: validateUsername(values.username),
    email: validateEmail(values.email),
    password: validatePassword(values.password),
  };
  const valid = !problems.username && !problems.email && !problems.password;

  function blur(field: Field) {
    clearTimeout(timers.current[field]);
    timers.current[field] = setTimeout(() => setTouched((s) => ({ ...s, [field]: true })), VALIDATE_DEBOUNCE_MS);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    setError(null);
    try {
      // Vikunja names languages by region tag (de-DE); English is "en".
      let language = toServerLanguage(i18n.language);
      try {
        await register(client, { ...values, language });
      } catch (caught) {
        // Servers reject languages they do not know: retry once in English.
        if (!languageRejected(caught) || language === 'en') throw caught;
        language = 'en';
        await register(client, { ...values, language });
      }
      const token = await login(
        client,
        { username: values.username, password: values.password },
        featuresFor(info.data?.version),
      );
      setJustRegistered(true);
      await saveToken(platform.storage, token);
      // The account is made either way: a language that could not be saved is chosen again in the settings.
      await saveAccountLanguage(client, language).catch(() => undefined);
      void navigate('/', { replace: true });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  if (signedIn && !justRegistered) return <Navigate to="/" replace />;
  if (info.data && !registrationOpen(info.data)) {
    return (
      <p className="warning" role="alert">
        {t('auth.register.disabled')}
      </p>
    );
  }

  const field = (name: Field, type: string, autoComplete: string) => {
    const problem = touched[name] ? problems[name] : null;
    return (
      <>
        <label htmlFor={`register-${name}`}>{t(`auth.${name}`)}</label>
        <input
          id={`register-${name}`}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `register-${name}-error` : undefined}
          onChange={(e) => setValues((s) => ({ ...s, [name]: e.target.value }))}
          onBlur={() => blur(name)}
        />
        {problem && (
          <p id={`register-${name}-error`} className="field-error">
            {t(problem)}
          </p>
        )}
      </>
    );
  };

  return (
    <section aria-labelledby="register-title">
      <h2 id="register-title">{t('auth.register.title')}</h2>
      {info.data?.demoModeEnabled && <p className="warning">{t('auth.demoWarning')}</p>}
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        {error !== null && <ErrorBox error={error} />}
        {field('username', 'text', 'username')}
        {field('email', 'email', 'email')}
        {field('password', 'password', 'new-password')}
        <button type="submit" className="btn btn-primary" disabled={busy || !valid}>
          {busy ? t('auth.register.busy') : t('auth.register.submit')}
        </button>
      </form>
      <p className="alt-action">
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.login.link')}</Link>
      </p>
    </section>
  );
}
