import { useCallback, useEffect, useState } from 'react';
import { usePlatform } from '@/app/context';

/**
 * Whether a hint stored under `key` was dismissed (undefined while that is being read) and how to dismiss it;
 * the dismissal is kept in the platform's storage.
 */
export function useStoredDismissal(key: string): [dismissed: boolean | undefined, dismiss: () => void] {
  const { storage } = usePlatform();
  const [dismissed, setDismissed] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void storage.get<boolean>(key).then((value) => live && setDismissed(value === true));
    return () => {
      live = false;
    };
  }, [storage, key]);
  const dismiss = useCallback(() => {
    setDismissed(true);
    void storage.set(key, true);
  }, [storage, key]);
  return [dismissed, dismiss];
}
