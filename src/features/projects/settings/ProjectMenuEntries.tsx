import { Suspense } from 'react';
import type { Project } from '@/api/types';
import { lazyScreen } from '@/lib/lazy-screen';

interface EntriesProps {
  project: Project;
  permission: number;
}

// The entries, their texts and the subscription toggle are code no first screen draws (menus open on a
// click): they load once the browser is idle after the start, so a menu's first opening finds them here.
const entries = lazyScreen<EntriesProps>(() => import('./ProjectMenuItems').then((m) => m.ProjectMenuItems));

/** Starts loading the entries' code (once). */
export const preloadProjectMenu = (): Promise<void> =>
  entries.preload().then(
    () => undefined,
    () => undefined,
  );

if (typeof window !== 'undefined') {
  const start = () => void preloadProjectMenu();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2_000 });
  else setTimeout(start, 500);
}

/** The entries of a project's settings menu (see ProjectMenuItems), drawn at once when their code is here. */
export function ProjectMenuEntries(props: EntriesProps) {
  return (
    <Suspense fallback={null}>
      <entries.Screen {...props} />
    </Suspense>
  );
}
