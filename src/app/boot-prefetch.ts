import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { ApiClient } from '@/api/client';
import { filterTimezone } from '@/api/tasks';
import type { ServerInfo, User } from '@/api/types';
import { listTaskQuery } from '@/features/views/list/list-query';
import { projectOptions, projectsOptions, projectViewsOptions, projectKeys } from '@/queries/projects';
import { viewTasksOptions } from '@/queries/tasks';
import { infoOptions, userKeys, userOptions } from '@/queries/user';
import type { ProjectView } from '@/api/types';

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

/**
 * Asks for everything the first screen needs at once, as soon as the session is known, with the queries'
 * own keys and options so the screens find the answers waiting: the session check (the user), the server's
 * info, the projects and, for a project's route, the project, its views and the list's first page of tasks.
 * That page waits only for what its key needs and is not known yet (the server's release, from the kept
 * cache or /info); a view known to be something else than a list is not asked for.
 */
export async function prefetchBoot(boot: BootPrefetch): Promise<void> {
  const { queryClient, client, apiUrl, token } = boot;
  if (!apiUrl || !token) return;
  const target = routeTarget(boot.path);
  const info = queryClient.fetchQuery(infoOptions(apiUrl)).catch(() => undefined);
  void queryClient.prefetchQuery(userOptions(client, true));
  void queryClient.prefetchQuery(projectsOptions(client));
  if (!target) return;
  void queryClient.prefetchQuery(projectOptions(client, target.projectId));
  void queryClient.prefetchQuery(projectViewsOptions(client, target.projectId));
  const { viewId } = target;
  // A search or filter in the address asks for another page than the plain one.
  if (viewId === null || boot.search !== '') return;
  await boot.restored;
  const views = queryClient.getQueryData<ProjectView[]>(projectKeys.views(target.projectId));
  const kind = views?.find((v) => v.id === viewId)?.viewKind;
  if (kind !== undefined && kind !== 'list') return;
  const known = queryClient.getQueryData<ServerInfo>(infoOptions(apiUrl).queryKey);
  const version = (known ?? (await info))?.version;
  if (version === undefined) return;
  const zone = filterTimezone(queryClient.getQueryData<User>(userKeys.current())?.settings?.timezone);
  const options = viewTasksOptions(client, { projectId: target.projectId, viewId }, listTaskQuery({}, 1), {
    zone,
    version,
  });
  void queryClient.prefetchQuery(options);
}
