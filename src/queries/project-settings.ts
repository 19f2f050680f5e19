import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProject, deleteProject, duplicateProject, updateProject } from '@/api/projects';
import type { Project } from '@/api/types';
import { useApi } from '@/app/context';
import { projectKeys, storeSavedProject } from './projects';

/** Saves a project (the whole object, as Vikunja's update expects) and refreshes every project list. */
export function useSaveProjectMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: Project) => updateProject(client, project),
    onSuccess: (saved) => {
      storeSavedProject(queryClient, saved);
      return queryClient.invalidateQueries({ queryKey: projectKeys.root });
    },
  });
}

export function useDeleteProjectMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProject(client, id),
    onSuccess: (_r, id) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: projectKeys.root });
    },
  });
}

export function useDuplicateProjectMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, parentProjectId }: { id: number; parentProjectId: number }) =>
      duplicateProject(client, id, parentProjectId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.root }),
  });
}

/** Creates a project, optionally below a parent (the new-project and new-sub-project modals). */
export function useCreateChildProjectMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; parentProjectId: number }) => createProject(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.root }),
  });
}
