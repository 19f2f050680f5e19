import type { Page } from '@/api/client';
import type { TaskQuery } from '@/api/tasks';
import type { Task, User } from '@/api/types';
import { viewTasksOptions } from '@/queries/tasks';
import { infoKeys, userKeys } from '@/queries/user';
import { useSession } from '@/stores/session';
import { testInfo, testQueryClient, type fakeServer } from './screen';

/**
 * A query cache as a visit restores it from the kept cache: the server's info, the user (in `user`'s zone) and
 * a view's page of `items`, written on an earlier visit (older than this page, so it is shown as kept).
 */
export function keptViewPage(
  client: ReturnType<typeof fakeServer>['client'],
  target: { projectId: number; viewId: number },
  query: TaskQuery,
  user: User,
  items: unknown[],
) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(infoKeys.server(useSession.getState().apiUrl), testInfo());
  queryClient.setQueryData(userKeys.current(), user);
  const zone = user.settings?.timezone ?? '';
  const { queryKey } = viewTasksOptions(client, target, query, { zone, version: testInfo().version });
  const page = { items, totalPages: 1, resultCount: items.length } as unknown as Page<Task>;
  queryClient.setQueryData(queryKey, page, { updatedAt: 1 });
  return queryClient;
}
