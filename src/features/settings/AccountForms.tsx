import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '@/components/Status';
import { validateEmail, validatePassword, validatePasswordConfirmation } from '@/lib/validation';
import { useEmailMutation, usePasswordMutation } from '@/queries/account';
import { useToasts } from '@/stores/toasts';
import { PasswordField } from './PasswordField';

export function PasswordSettings() {
  const { t } = useTranslation();
  const change = usePasswordMutation();
  const toast = useToasts((s) => s.show);
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const problem = next
    ? (validatePassword(next) ?? (confirm ? validatePasswordConfirmation(next, confirm) : null))
    : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!old || validatePassword(next) || validatePasswordConfirmation(next, confirm)) return;
    change.mutate(
      { oldPassword: old, newPassword: next },
      {
        onSuccess: () => {
          setOld('');
          setNext('');
          setConfirm('');
          toast({ kind: 'success', message: t('settings.passwordChanged') });
        },
      },
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <h2>{t('settings.section.password-update')}</h2>
      {change.isError && <ErrorBox error={change.error} />}
      <PasswordField id="old-password" value={old} onChange={setOld} />
      <label htmlFor="new-password">{t('settings.newPassword')}</label>
      <input
        id="new-password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <label htmlFor="confirm-password">{t('settings.confirmPassword')}</label>
      <input
        id="confirm-password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {problem && (
        <p className="field-error">
          {t(problem === 'auth.validation.passwordMismatch' ? 'settings.passwordMismatch' : problem)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={change.isPending || !old || !next || !confirm || problem !== null}
      >
        {t('settings.changePassword')}
      </button>
    </form>
  );
}

export function EmailSettings() {
  const { t } = useTranslation();
  const change = useEmailMutation();
  const toast = useToasts((s) => s.show);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const invalid = email !== '' && validateEmail(email) !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email || invalid || !password) return;
    change.mutate(
      { newEmail: email, password },
      {
        onSuccess: () => {
          setPassword('');
          toast({ kind: 'success', message: t('settings.emailChanged') });
        },
      },
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <h2>{t('settings.section.email-update')}</h2>
      {change.isError && <ErrorBox error={change.error} />}
      <label htmlFor="new-email">{t('settings.newEmail')}</label>
      <input
        id="new-email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {invalid && <p className="field-error">{t('auth.validation.email')}</p>}
      <PasswordField id="email-password" value={password} onChange={setPassword} />
      <button type="submit" className="btn btn-primary" disabled={change.isPending || !email || invalid || !password}>
        {t('settings.save')}
      </button>
    </form>
  );
}
