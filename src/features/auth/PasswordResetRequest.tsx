import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '@/api/auth';
import { useApi } from '@/app/context';
import { LabelledInput } from '@/components/Field';
import { validateEmail } from '@/lib/validation';
import { AuthFormShell, useSendOnce } from './AuthFormShell';

/** /get-password-reset: asks the server to mail a reset link. */
export function PasswordResetRequest() {
  const { t } = useTranslation();
  const client = useApi();
  const [email, setEmail] = useState('');
  const sending = useSendOnce({ send: () => requestPasswordReset(client, email.trim()) });
  const problem = email === '' ? null : validateEmail(email);

  return (
    <AuthFormShell
      id="reset-request-title"
      title={t('auth.reset.requestTitle')}
      doneText={t('auth.reset.sent')}
      submitText={t('auth.reset.requestSubmit')}
      state={sending}
      canSubmit={email !== '' && problem === null}
      onSubmit={() => {
        if (!validateEmail(email)) void sending.run();
      }}
    >
      <LabelledInput
        id="reset-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        error={problem === null ? null : t(problem)}
        onChange={setEmail}
      />
    </AuthFormShell>
  );
}
