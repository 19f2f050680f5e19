import { useCallback, useEffect, useState } from 'react';
import type { Project } from '@/api/types';
import { usePlatform } from '@/app/context';
import { KEYS } from '@/platform/types';

/** Storage key of the overview's import hint once dismissed (kept per browser, cleared on sign-out). */
export const IMPORT_HINT_KEY = KEYS.importHintDismissed;

/**
 * The overview suggests importing while an account is still empty: no project besides the default
 * one (any single project when no default is set) and no task at all.
 */
export function isEmptyAccount(
  projects: readonly Pick<Project, 'id'>[],
  defaultProjectId: number | undefined,
  hasTasks: boolean,
): boolean {
  if (hasTasks) return false;
  const own = projects.filter((p) => p.id > 0);
  if (defaultProjectId && defaultProjectId > 0) return own.every((p) => p.id === defaultProjectId);
  return own.length <= 1;
}

/** Whether the hint was dismissed (undefined while that is being read) and how to dismiss it. */
export function useImportHintDismissal(): [dismissed: boolean | undefined, dismiss: () => void] {
  const { storage } = usePlatform();
  const [dismissed, setDismissed] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void storage.get<boolean>(IMPORT_HINT_KEY).then((value) => live && setDismissed(value === true));
    return () => {
      live = false;
    };
  }, [storage]);
  const dismiss = useCallback(() => {
    setDismissed(true);
    void storage.set(IMPORT_HINT_KEY, true);
  }, [storage]);
  return [dismissed, dismiss];
}
