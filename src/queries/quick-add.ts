import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPlannedTasks, type QuickAddOutcome } from '@/api/quick-add';
import { featuresFor } from '@/api/version';
import { useApi, usePlatform } from '@/app/context';
import { forgetSentText } from '@/components/use-stored-text';
import type { QuickAddMode } from '@/quick-add';
import { labelKeys, labelsQuery } from './labels';
import { projectsOptions } from './projects';
import { invalidateAllTasks } from './tasks';
import { useInfoQuery, userOptions } from './user';

export interface QuickAddOptions {
  mode: QuickAddMode;
  /** The current route's project: used when a line names no project. */
  projectId?: number | null;
  /** The user's default project; read from the signed-in user when not given. */
  defaultProjectId?: number | null;
  /** The clock, for tests. */
  now?: () => Date;
  /** Colour picker randomness, for tests. */
  random?: () => number;
  /** The storage key the field keeps its text under: forgotten once that text was added. */
  draftKey?: string;
}

/**
 * Creates one task per line of quick-add text: parses, resolves projects, labels and
 * assignees, then creates. Rejects with a QuickAddError (NO_PROJECT, UNKNOWN_PROJECT,
 * LABEL_CREATE_FAILED, EMPTY_TITLE) or the server's ApiError.
 */
export function useQuickAddMutation(options: QuickAddOptions) {
  const client = useApi();
  const queryClient = useQueryClient();
  const info = useInfoQuery().data;
  const { mode, projectId = null, defaultProjectId, now = () => new Date(), random, draftKey } = options;
  const { storage } = usePlatform();

  async function run(text: string): Promise<QuickAddOutcome> {
    const at = now();
    // The parser loads with the first add when idle time has not brought it yet.
    const { mentionedProjects, planTasks } = await import('@/quick-add/plan');
    const named = mentionedProjects(text, mode, at).length > 0;
    const projects = named ? await queryClient.fetchQuery(projectsOptions(client)) : [];
    let fallback = defaultProjectId ?? null;
    const realRoute = projectId !== null && projectId > 0;
    if (fallback === null && !realRoute && defaultProjectId === undefined) {
      const user = await queryClient.fetchQuery(userOptions(client, true));
      fallback = user.settings?.defaultProjectId ?? null;
    }
    const plans = planTasks(text, mode, at, { projects, routeProjectId: projectId, defaultProjectId: fallback });
    const labels = plans.some((p) => p.labels.length > 0) ? await queryClient.fetchQuery(labelsQuery(client)) : [];
    return createPlannedTasks(client, plans, labels, random, {
      hasBulkTaskCreate: !!info && featuresFor(info.version).hasBulkTaskCreate,
    });
  }

  return useMutation({
    mutationFn: run,
    // Here rather than in the field's own callback, which is lost when the field is left during the request.
    onSuccess: (_outcome, sent) => (draftKey ? forgetSentText(storage, draftKey, sent) : undefined),
    // Also after a partial failure: some tasks or labels may exist by then.
    onSettled: () =>
      Promise.all([invalidateAllTasks(queryClient), queryClient.invalidateQueries({ queryKey: labelKeys.root })]),
  });
}
