import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createProject, getProject, listProjects, listViews } from '@/api/projects';
import { useApi } from '@/app/context';
import { STALE } from './stale';

export const projectKeys = {
  root: ['projects'] as const,
  list: () => [...projectKeys.root, 'list'] as const,
  detail: (id: number) => [...projectKeys.root, 'detail', id] as const,
  views: (id: number) => [...projectKeys.root, 'views', id] as const,
};

export function useProjectsQuery() {
  const client = useApi();
  return useQuery({ queryKey: projectKeys.list(), queryFn: () => listProjects(client), staleTime: STALE.SECONDS.THIRTY });
}

export function useProjectQuery(id: number) {
  const client = useApi();
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => getProject(client, id),
    staleTime: STALE.SECONDS.THIRTY,
    enabled: Number.isFinite(id),
  });
}

export function useProjectViewsQuery(id: number) {
  const client = useApi();
  return useQuery({
    queryKey: projectKeys.views(id),
    queryFn: () => listViews(client, id),
    staleTime: STALE.MINUTES.FIVE,
    enabled: Number.isFinite(id) && id > 0,
  });
}

export function useCreateProjectMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => createProject(client, { title }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.list() }),
  });
}
