import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { ApiClient } from '@/api/client';
import { filterTimezone } from '@/api/tasks';
import type { ServerInfo, User } from '@/api/types';
import { listTaskQuery } from '@/features/views/list/list-query';
import { projectOptions, projectsOptions, projectViewsOptions, projectKeys } from '@/queries/projects';
import { viewTasksOptions } from '@/queries/tasks';
import { infoOptions, userKeys, userOptions } from '@/queries/user';
import type { ProjectView, ViewKind } from '@/api/types';
import type { TaskQuery } from '@/api/tasks';
import { preloadView } from '@/features/projects/lazy-views';
import { tableTaskQuery } from '@/features/views/table/table-query';

export interface BootPrefetch {
  queryClient: QueryClient;
  client: ApiClient;
  /** The session as stored: the server and the token (none: nothing to ask for yet). */
  apiUrl: string | null;
  token: string | null;
  /** The route being opened (path and query). */
  path: string;
  search: string;
  /** Settles when the kept cache is in the query client (the user's zone and the server's release may be there). */
  restored: Promise<void>;
}

const id = (value: string | undefined): number | null => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) ? n : null;
};

/** The project (and view) a path opens, when it opens one. */
export function routeTarget(path: string): { projectId: number; viewId: number | null } | null {
  const withView = matchPath('/projects/:projectId/:viewId', path);
  const projectId = id((withView ?? matchPath('/projects/:projectId', path))?.params.projectId);
  if (projectId === null) return null;
  return { projectId, viewId: withView ? id(withView.params.viewId) : null };
}

const kindIn = (views: ProjectView[] | undefined, viewId: number): ViewKind | undefined =>
  views?.find((v) => v.id === viewId)?.viewKind;

/** Whether the query client holds answers an earlier page kept (data from before `bootedAt`), not only asked-for ones. */
export const holdsKeptAnswers = (queryClient: QueryClient, bootedAt: number): boolean =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.data !== undefined && query.state.dataUpdatedAt < bootedAt);

/**
 * The code of the view a path opens, when the kept cache says which kind it is (a plain view's address);
 * settles once it is here, at once when nothing is known.
 */
export async function preloadKeptView(queryClient: QueryClient, path: string, search: string): Promise<void> {
  const target = routeTarget(path);
  if (target?.viewId == null || search !== '') return;
  const kind = kindIn(queryClient.getQueryData<ProjectView[]>(projectKeys.views(target.projectId)), target.viewId);
  if (kind !== undefined) await preloadView(kind);
}

/**
 * Asks for everything the first screen needs at once, as soon as the session is known, with the queries'
 * own keys and options so the screens find the answers waiting: the session check (the user), the server's
 * info, the projects and, for a project's route, the project, its views, the view's code and its first
 * tasks (the list's or the table's first page, the kanban board). A page waits only for what its key needs
 * and is not known yet (the server's release, from the kept cache or /info); a view whose kind is still unknown
 * then is taken for a list (the most common) without waiting for the views, and for what it is once they arrive.
 */
export async function prefetchBoot(boot: BootPrefetch): Promise<void> {
  const { queryClient, client, apiUrl, token } = boot;
  if (!apiUrl || !token) return;
  const target = routeTarget(boot.path);
  const info = queryClient.fetchQuery(infoOptions(apiUrl)).catch(() => undefined);
  void queryClient.prefetchQuery(userOptions(client, true));
  void queryClient.prefetchQuery(projectsOptions(client));
  if (!target) return;
  const { projectId, viewId } = target;
  void queryClient.prefetchQuery(projectOptions(client, projectId));
  const views = queryClient.fetchQuery(projectViewsOptions(client, projectId)).catch(() => undefined);
  // A search or filter in the address asks for another page than the plain one.
  if (viewId === null || boot.search !== '') return;
  await boot.restored;
  const known = kindIn(queryClient.getQueryData<ProjectView[]>(projectKeys.views(projectId)), viewId);
  if (known !== undefined) void preloadView(known);
  const kept = queryClient.getQueryData<ServerInfo>(infoOptions(apiUrl).queryKey);
  const version = (kept ?? (await info))?.version;
  if (version === undefined) return;
  const zone = filterTimezone(queryClient.getQueryData<User>(userKeys.current())?.settings?.timezone);
  const pageOf = (query: TaskQuery) => viewTasksOptions(client, { projectId, viewId }, query, { zone, version });
  // The views may have come while the release was awaited: a guess would ask for a page no one reads first.
  const arrived = known ?? kindIn(queryClient.getQueryData<ProjectView[]>(projectKeys.views(projectId)), viewId);
  if (arrived === undefined || arrived === 'list') void queryClient.prefetchQuery(pageOf(listTaskQuery({}, 1)));
  const kind = arrived ?? kindIn(await views, viewId);
  if (known === undefined && kind !== undefined) void preloadView(kind);
  if (kind === 'table') void queryClient.prefetchQuery(pageOf(tableTaskQuery({}, 1)));
  if (kind === 'kanban') {
    // The board's queries come with the kanban view's code, not with the first load.
    const { kanbanBoardOptions } = await import('@/queries/kanban');
    void queryClient.prefetchQuery(kanbanBoardOptions(client, queryClient, projectId, viewId));
  }
}
