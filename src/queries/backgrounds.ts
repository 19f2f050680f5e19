import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBackground, removeBackground, uploadBackground } from '@/api/backgrounds';
import { useApi } from '@/app/context';
import { projectKeys } from './projects';
import { STALE } from './stale';

export const backgroundKeys = {
  root: ['backgrounds'] as const,
  /** `version` changes whenever the background does (the project's update time), so a new image is fetched. */
  image: (projectId: number, version: string) => [...backgroundKeys.root, projectId, version] as const,
  ofProject: (projectId: number) => [...backgroundKeys.root, projectId] as const,
};

/** The background image as a blob; fetched only when the project has one. */
export function useBackgroundQuery(projectId: number, version: string, enabled: boolean) {
  const client = useApi();
  return useQuery({
    queryKey: backgroundKeys.image(projectId, version),
    queryFn: () => getBackground(client, projectId),
    staleTime: STALE.INFINITY,
    gcTime: STALE.MINUTES.FIVE,
    enabled,
  });
}

export function useBackgroundMutations(projectId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: backgroundKeys.ofProject(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    ]);
  return {
    upload: useMutation({ mutationFn: (file: File) => uploadBackground(client, projectId, file), onSuccess: refresh }),
    remove: useMutation({ mutationFn: () => removeBackground(client, projectId), onSuccess: refresh }),
  };
}
