import type { ApiClient } from './client';
import type { ProjectView, ViewKind } from './types';
import type { ServerFeatures } from './version';

export const VIEW_KINDS: readonly ViewKind[] = ['list', 'gantt', 'table', 'kanban'];
export type BucketMode = 'manual' | 'filter';

/** One bucket of a kanban view whose buckets come from filters. */
export interface BucketFilter {
  title: string;
  filter: string;
}

/** What the view form edits; everything else on a view is kept as the server sent it. */
export interface ViewDraft {
  title: string;
  viewKind: ViewKind;
  filter: string;
  position: number;
  bucketConfigurationMode: BucketMode;
  bucketConfiguration: BucketFilter[];
}

/** The filter text of a view or bucket from any release: plain text (0.24) or a TaskCollection object (1.x on). */
export function filterTextOf(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (raw && typeof raw === 'object' && typeof (raw as { filter?: unknown }).filter === 'string')
    return (raw as { filter: string }).filter;
  return '';
}

/** The form's starting point for an existing view. */
export function draftOf(view: ProjectView): ViewDraft {
  const config = Array.isArray(view.bucketConfiguration) ? view.bucketConfiguration : [];
  return {
    title: view.title,
    viewKind: view.viewKind,
    filter: filterTextOf(view.filter),
    position: view.position,
    bucketConfigurationMode: view.bucketConfigurationMode === 'filter' ? 'filter' : 'manual',
    bucketConfiguration: config.map((b) => {
      const bucket = (b ?? {}) as { title?: unknown; filter?: unknown };
      return { title: typeof bucket.title === 'string' ? bucket.title : '', filter: filterTextOf(bucket.filter) };
    }),
  };
}

/** A new view's sorting (sort_by done then id, order_by asc then desc, nulls included). */
const NEW_VIEW_COLLECTION = { sortBy: ['done', 'id'], orderBy: ['asc', 'desc'], filterIncludeNulls: true };

/** A filter in the shape the server release expects, keeping the other TaskCollection fields of `previous`. */
function filterFor(features: ServerFeatures, text: string, previous?: unknown): unknown {
  if (features.viewFilterShape === 'text') return text;
  const base =
    previous && typeof previous === 'object' ? (previous as Record<string, unknown>) : { filterIncludeNulls: true };
  return { ...base, filter: text };
}

/** The body of a create (PUT) or update (POST) of a view; an update keeps the fields the form does not show. */
export function viewBody(features: ServerFeatures, draft: ViewDraft, existing?: ProjectView): Record<string, unknown> {
  const kanban = draft.viewKind === 'kanban';
  const filterMode = kanban && draft.bucketConfigurationMode === 'filter';
  return {
    ...(existing ?? {}),
    title: draft.title.trim(),
    viewKind: draft.viewKind,
    position: draft.position,
    filter: filterFor(features, draft.filter.trim(), existing ? existing.filter : NEW_VIEW_COLLECTION),
    bucketConfigurationMode: kanban ? draft.bucketConfigurationMode : 'none',
    bucketConfiguration: filterMode
      ? draft.bucketConfiguration.map((b) => ({ title: b.title.trim(), filter: filterFor(features, b.filter.trim()) }))
      : [],
  };
}

export async function createView(
  client: ApiClient,
  features: ServerFeatures,
  projectId: number,
  draft: ViewDraft,
): Promise<ProjectView> {
  return (await client.put<ProjectView>(`/projects/${projectId}/views`, { ...viewBody(features, draft), projectId }))
    .data;
}

export async function updateView(
  client: ApiClient,
  features: ServerFeatures,
  view: ProjectView,
  draft: ViewDraft,
): Promise<ProjectView> {
  return (
    await client.post<ProjectView>(`/projects/${view.projectId}/views/${view.id}`, viewBody(features, draft, view))
  ).data;
}

export async function deleteView(client: ApiClient, projectId: number, viewId: number): Promise<void> {
  await client.del(`/projects/${projectId}/views/${viewId}`);
}
