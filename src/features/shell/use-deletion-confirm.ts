import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { confirmAccountDeletion } from '@/api/account';
import { useApi } from '@/app/context';
import { userKeys } from '@/queries/user';
import { useToasts } from '@/stores/toasts';
import { useErrorToast } from '@/components/use-error-toast';

/** ?accountDeletionConfirm=TOKEN (from the mailed link): confirms the deletion, then refreshes the user. */
export function useAccountDeletionConfirm(): void {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const client = useApi();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const token = params.get('accountDeletionConfirm');
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    const rest = new URLSearchParams(params);
    rest.delete('accountDeletionConfirm');
    setParams(rest, { replace: true });
    confirmAccountDeletion(client, token)
      .then(() => {
        useToasts.getState().show({ kind: 'success', message: t('user.deletion.confirmSuccess') });
        return queryClient.invalidateQueries({ queryKey: userKeys.root });
      })
      .catch(showError);
  }, [client, params, queryClient, setParams, showError, t, token]);
}
