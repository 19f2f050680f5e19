import type { QueryClient } from '@tanstack/react-query';

/**
 * Boards hold buckets of tasks, not pages: their own root, refreshed with every task list. Apart from the
 * board hooks (kanban.ts) so that tasks.ts can refresh boards without importing them: kanban.ts imports
 * tasks.ts, never the other way round.
 */
export const kanbanKeys = {
  root: ['kanban'] as const,
  board: (projectId: number, viewId: number) => [...kanbanKeys.root, projectId, viewId] as const,
};

/** Every cached board is fetched again (a task on it changed). */
export function invalidateBoards(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: kanbanKeys.root });
}
