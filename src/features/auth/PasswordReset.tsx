import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { resetPassword } from '@/api/auth';
import { useApi, usePlatform } from '@/app/context';
import { LabelledInput } from '@/components/Field';
import { ErrorBox } from '@/components/Status';
import { validatePassword, validatePasswordConfirmation } from '@/lib/validation';
import { setPendingToken, useAuthFlow } from '@/stores/auth-flow';
import { AuthFormShell, useSendOnce } from './AuthFormShell';

const INVALID_RESET_TOKEN = 1009;

/** /password-reset: sets a new password with the token stored from the mailed link. */
export function PasswordReset() {
  const { t } = useTranslation();
  const client = useApi();
  const platform = usePlatform();
  const token = useAuthFlow((s) => s.passwordResetToken);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const forgetToken = () => setPendingToken(platform.storage, 'passwordReset', null);
  const sending = useSendOnce({
    send: () => resetPassword(client, token ?? '', password),
    onDone: forgetToken,
    // A dead token would otherwise keep forcing this page.
    onError: async (caught) => {
      if (isApiError(caught) && caught.code === INVALID_RESET_TOKEN) await forgetToken();
    },
  });
  const problem = password === '' ? null : validatePassword(password);
  const mismatch =
    confirmation === '' ? null : validatePasswordConfirmation(password, confirmation) && 'auth.reset.mismatch';

  return (
    <AuthFormShell
      id="reset-title"
      title={t('auth.reset.title')}
      doneText={t('auth.reset.done')}
      submitText={t('auth.reset.submit')}
      state={sending}
      canSubmit={password !== '' && problem === null && password === confirmation}
      blocked={
        token ? undefined : sending.error !== null ? (
          <ErrorBox error={sending.error} />
        ) : (
          <p className="warning">{t('auth.reset.noToken')}</p>
        )
      }
      onSubmit={() => {
        if (token && !validatePassword(password) && password === confirmation) void sending.run();
      }}
      onBack={() => void forgetToken()}
    >
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
    </AuthFormShell>
  );
}
