import { matchPath } from 'react-router';

/** What a modal route is drawn over when no page of the app was on screen before it (a direct visit). */
export type Backdrop = { kind: 'project'; projectId: number } | { kind: 'page'; path: string };

const PROJECT_MODALS = [
  '/projects/:projectId/settings/:section',
  '/projects/:projectId/info',
  '/projects/:projectId/new',
];
const PAGE_MODALS: Record<string, string> = {
  '/projects/new': '/projects',
  '/filters/new': '/projects',
  '/labels/new': '/labels',
  '/teams/new': '/teams',
};

/** The backdrop of a modal route (not the task detail, which has its own), or null for a page. */
export function modalBackdrop(pathname: string): Backdrop | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const page = PAGE_MODALS[path];
  if (page) return { kind: 'page', path: page };
  for (const pattern of PROJECT_MODALS) {
    const projectId = Number(matchPath(pattern, path)?.params.projectId);
    if (Number.isInteger(projectId) && projectId !== 0) return { kind: 'project', projectId };
  }
  return null;
}
