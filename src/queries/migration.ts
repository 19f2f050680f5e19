import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAuthUrl, getMigrationStatus, migrateFile, migrateWithCode, offeredMigrators } from '@/api/migration';
import { listAllTasks } from '@/api/tasks';
import { featuresFor } from '@/api/version';
import { useApi } from '@/app/context';
import { projectKeys } from './projects';
import { STALE } from './stale';
import { invalidateAllTasks, taskKeys } from './tasks';
import { useInfoQuery } from './user';

export const migrationKeys = {
  root: ['migration'] as const,
  status: (service: string) => [...migrationKeys.root, 'status', service] as const,
};

/** What one import is started with: an export file, or the code an OAuth service handed back. */
export type MigrationInput = { file: File } | { code: string };

/** The importers the server offers that this app can drive (empty while /info loads). */
export function useOfferedMigrators() {
  const info = useInfoQuery();
  return { ...info, migrators: offeredMigrators(info.data?.availableMigrators) };
}

export function useMigrationStatusQuery(service: string, enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: migrationKeys.status(service),
    queryFn: () => getMigrationStatus(client, service),
    enabled,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

/** Asks the server where to authorise an OAuth importer. */
export function useAuthUrlMutation(service: string) {
  const client = useApi();
  return useMutation({ mutationFn: () => getAuthUrl(client, service) });
}

/** Runs an import; afterwards the status and everything imported (projects, tasks) are refetched. */
export function useMigrateMutation(service: string) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MigrationInput) =>
      'file' in input ? migrateFile(client, service, input.file) : migrateWithCode(client, service, input.code),
    // Not awaited: the success message should not wait for the sidebar to reload.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: migrationKeys.status(service) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.root });
      void invalidateAllTasks(queryClient);
    },
  });
}

/** Whether the user has any task at all (one task is enough to know). */
export function useHasAnyTaskQuery(enabled: boolean) {
  const client = useApi();
  const info = useInfoQuery();
  const route = featuresFor(info.data?.version);
  return useQuery({
    queryKey: taskKeys.any(),
    queryFn: async () => (await listAllTasks(client, route, { perPage: 1 })).items.length > 0,
    enabled: enabled && info.isSuccess,
    staleTime: STALE.SECONDS.THIRTY,
  });
}
