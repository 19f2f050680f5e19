import type { TFunction } from 'i18next';

/** The favourites pseudo-project: favourite tasks across projects. */
export const FAVORITES_PROJECT_ID = -1;

/**
 * The title a project is shown with: the favourites pseudo-project and the project called "Inbox" (the
 * server's name for a new account's first project) in the reader's language, every other title as written.
 */
export function projectDisplayTitle(project: { id: number; title: string }, t: TFunction): string {
  if (project.id === FAVORITES_PROJECT_ID) return t('shell.favourites');
  if (project.title === 'Inbox') return t('projects.inbox');
  return project.title;
}
