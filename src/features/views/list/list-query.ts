import type { TaskQuery } from '@/api/tasks';

/** Tasks a list view shows a page. */
export const LIST_PER_PAGE = 50;

/**
 * The list view's order: by position (as the server orders a list view by default), so a drag can put a task
 * anywhere; a task added here is moved to the top. Sub-tasks come nested under their parents.
 * The view and the boot prefetch both ask with it, so the page asked for at boot is the one the view reads.
 */
export function listTaskQuery(narrow: { filter?: string; s?: string }, page: number): TaskQuery {
  return {
    perPage: LIST_PER_PAGE,
    sortBy: ['position', 'id'],
    orderBy: ['asc', 'desc'],
    expand: 'subtasks',
    ...narrow,
    page,
  };
}
