import { safeRedirect } from '@/lib/safe-redirect';

export interface ShareLandingInput {
  /** The shared project. */
  projectId: number;
  /** The link's `?view=` (Vikunja's own links carry it). */
  view: string | null;
  /** The route the guest was on when the link was found (the fragment form keeps it in `redirect`). */
  lastRoute: string | null;
}

/** Routes a guest of this project can open: the project's own pages and tasks. */
const withinShare = (path: string, projectId: number): boolean =>
  new RegExp(`^/projects/${projectId}(/|\\?|$)`).test(path) || /^\/tasks\/\d+/.test(path);

/**
 * Where a guest lands once the link is accepted: the view the link names, else the route they were on
 * when it was found (when it belongs to the shared project), else the project.
 */
export function shareLanding({ projectId, view, lastRoute }: ShareLandingInput): string {
  if (view !== null && /^[1-9]\d*$/.test(view)) return `/projects/${projectId}/${view}`;
  const last = safeRedirect(lastRoute);
  if (withinShare(last, projectId)) return last;
  return `/projects/${projectId}`;
}
