import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirmDeletionMutation } from '@/queries/account';
import { useToasts } from '@/stores/toasts';
import { useErrorToast } from '@/components/use-error-toast';

/** ?accountDeletionConfirm=TOKEN (from the mailed link): confirms the deletion, then refreshes the user. */
export function useAccountDeletionConfirm(): void {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const { mutate: confirmDeletion } = useConfirmDeletionMutation();
  const [params, setParams] = useSearchParams();
  const token = params.get('accountDeletionConfirm');
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    const rest = new URLSearchParams(params);
    rest.delete('accountDeletionConfirm');
    setParams(rest, { replace: true });
    confirmDeletion(token, {
      onSuccess: () => useToasts.getState().show({ kind: 'success', message: t('user.deletion.confirmSuccess') }),
      onError: showError,
    });
  }, [confirmDeletion, params, setParams, showError, t, token]);
}
