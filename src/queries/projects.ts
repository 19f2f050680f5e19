import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { createProject, getProject, listProjects, listViews, updateProject } from '@/api/projects';
import type { Project, ProjectView } from '@/api/types';
import { useApi } from '@/app/context';
import { patchCached, setCached } from './optimistic';
import { STALE } from './stale';

export const projectKeys = {
  root: ['projects'] as const,
  list: () => [...projectKeys.root, 'list'] as const,
  /** Every project, archived ones included (the projects page with "show archived"). */
  withArchived: () => [...projectKeys.root, 'with-archived'] as const,
  detail: (id: number) => [...projectKeys.root, 'detail', id] as const,
  views: (id: number) => [...projectKeys.root, 'views', id] as const,
};

/** Puts a saved project into its detail cache, keeping the permission already known when the answer has none. */
export function storeSavedProject(queryClient: QueryClient, saved: Project): void {
  queryClient.setQueryData<Project>(projectKeys.detail(saved.id), (old) => ({
    ...saved,
    maxPermission: saved.maxPermission ?? old?.maxPermission,
  }));
}

/** Changes fields of the cached project. */
export function setProjectFields(queryClient: QueryClient, id: number, patch: Partial<Project>): void {
  setCached<Project>(queryClient, projectKeys.detail(id), (project) => ({ ...project, ...patch }));
}

/** Changes fields of the cached project at once, before saving; answers how to put the old project back. */
export function patchProject(queryClient: QueryClient, id: number, patch: Partial<Project>): Promise<() => void> {
  return patchCached<Project>(queryClient, projectKeys.detail(id), (project) => ({ ...project, ...patch }));
}

/** Changes fields of one of a project's cached views at once; answers how to put the old views back. */
export function patchProjectView(
  queryClient: QueryClient,
  projectId: number,
  viewId: number,
  patch: Partial<ProjectView>,
): Promise<() => void> {
  return patchCached<ProjectView[]>(queryClient, projectKeys.views(projectId), (views) =>
    views.map((v) => (v.id === viewId ? { ...v, ...patch } : v)),
  );
}

/** The sidebar's projects; shared by the hook and the boot prefetch. */
export const projectsOptions = (client: ApiClient) =>
  queryOptions({ queryKey: projectKeys.list(), queryFn: () => listProjects(client), staleTime: STALE.SECONDS.THIRTY });

/** One project; shared by the hook and the boot prefetch. */
export const projectOptions = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: () => getProject(client, id),
    staleTime: STALE.SECONDS.THIRTY,
    enabled: Number.isFinite(id),
  });

/** A project's views; shared by the hook and the boot prefetch. */
export const projectViewsOptions = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: projectKeys.views(id),
    queryFn: () => listViews(client, id),
    staleTime: STALE.MINUTES.FIVE,
    // Saved filters (below -1) and Favourites (-1) are pseudo-projects with views of their own.
    enabled: Number.isFinite(id) && id !== 0,
  });

export function useProjectsQuery() {
  return useQuery(projectsOptions(useApi()));
}

/** Archived projects included: only for the projects page, so the sidebar and pickers never see them. */
export function useProjectsWithArchivedQuery(enabled: boolean) {
  const client = useApi();
  return useQuery({
    queryKey: projectKeys.withArchived(),
    queryFn: () => listProjects(client, { includeArchived: true }),
    staleTime: STALE.SECONDS.THIRTY,
    enabled,
  });
}

export function useProjectQuery(id: number) {
  return useQuery(projectOptions(useApi(), id));
}

export function useProjectViewsQuery(id: number) {
  return useQuery(projectViewsOptions(useApi(), id));
}

export function useCreateProjectMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => createProject(client, { title }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.list() }),
  });
}

/**
 * Saves a changed project (sidebar drag: position and parent; favourite star), showing the change
 * in the list at once and rolling it back if the server refuses.
 */
export function useUpdateProjectMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: Project) => updateProject(client, project),
    onMutate: async (project) => {
      await queryClient.cancelQueries({ queryKey: projectKeys.list() });
      const previous = queryClient.getQueryData<Project[]>(projectKeys.list());
      queryClient.setQueryData<Project[]>(projectKeys.list(), (list) =>
        list?.map((p) => (p.id === project.id ? project : p)),
      );
      return { previous };
    },
    onError: (_error, _project, context) => {
      if (context?.previous) queryClient.setQueryData(projectKeys.list(), context.previous);
    },
    onSettled: (saved) => {
      if (saved) storeSavedProject(queryClient, saved);
      return queryClient.invalidateQueries({ queryKey: projectKeys.list() });
    },
  });
}
