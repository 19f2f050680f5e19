import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmEmail } from '@/api/auth';
import { useApi, usePlatform } from '@/app/context';
import { ErrorBox } from '@/components/Status';
import { setPendingToken, useAuthFlow } from '@/stores/auth-flow';
import { useToasts } from '@/stores/toasts';

/** Posts a pending email-confirm token once; the token is removed whatever the answer. */
export function EmailConfirm() {
  const { t } = useTranslation();
  const client = useApi();
  const platform = usePlatform();
  const token = useAuthFlow((s) => s.emailConfirmToken);
  const [result, setResult] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirmEmail(client, token)
      .then(() => {
        setResult({ ok: true });
        useToasts.getState().show({ kind: 'success', message: t('auth.emailConfirmed') });
      })
      .catch((error: unknown) => setResult({ ok: false, error }))
      .finally(() => void setPendingToken(platform.storage, 'emailConfirm', null));
  }, [client, platform, token, t]);

  if (!result) return null;
  if (!result.ok) return <ErrorBox error={result.error} />;
  return (
    <p className="success" role="status">
      {t('auth.emailConfirmed')}
    </p>
  );
}
