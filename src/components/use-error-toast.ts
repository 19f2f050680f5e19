import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { useToasts } from '@/stores/toasts';

/** Shows a failure as a translated error toast: the onError of actions that have no field or box to show it in. */
export function useErrorToast(): (error: unknown) => void {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => void useToasts.getState().show({ kind: 'error', message: errorMessage(error, t) }),
    [t],
  );
}
