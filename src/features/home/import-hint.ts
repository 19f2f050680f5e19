import type { Project } from '@/api/types';
import { useStoredDismissal } from '@/components/use-stored-dismissal';
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

/** Whether the import hint was dismissed (undefined while that is being read) and how to dismiss it. */
export const useImportHintDismissal = () => useStoredDismissal(IMPORT_HINT_KEY);
