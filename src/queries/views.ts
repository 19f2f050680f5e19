import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createView, deleteView, updateView, type ViewDraft } from '@/api/views';
import type { ProjectView } from '@/api/types';
import { featuresFor } from '@/api/version';
import { useApi } from '@/app/context';
import { projectKeys } from './projects';
import { invalidateTaskLists } from './tasks';
import { useInfoQuery } from './user';

/**
 * Creating, changing and deleting a project's views. Each refreshes the view tabs
 * (projectKeys.views), the project (it carries its views) and the task lists shown through a view.
 */
export function useViewMutations(projectId: number) {
  const client = useApi();
  const info = useInfoQuery();
  const queryClient = useQueryClient();
  const features = featuresFor(info.data?.version);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.views(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
      invalidateTaskLists(queryClient),
    ]);
  return {
    create: useMutation({
      mutationFn: (draft: ViewDraft) => createView(client, features, projectId, draft),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ view, draft }: { view: ProjectView; draft: ViewDraft }) =>
        updateView(client, features, view, draft),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (viewId: number) => deleteView(client, projectId, viewId), onSuccess: refresh }),
  };
}
