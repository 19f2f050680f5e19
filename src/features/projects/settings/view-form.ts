import type { ProjectView } from '@/api/types';
import type { ViewDraft } from '@/api/views';
import { POSITION_GAP, positionBetween } from '@/lib/position';

/** The default filter of a new view: tasks not done yet (its sorting is added when saved). */
export const NEW_VIEW_FILTER = 'done = false';

/** A new view starts as a list of the tasks not done yet, after the existing views. */
export function newViewDraft(views: ProjectView[]): ViewDraft {
  const last = Math.max(0, ...views.map((v) => v.position));
  return {
    title: '',
    viewKind: 'list',
    filter: NEW_VIEW_FILTER,
    position: positionBetween(views.length ? last : null, null),
    bucketConfigurationMode: 'manual',
    bucketConfiguration: [],
  };
}

export interface ViewDraftErrors {
  /** i18n key for the title, or null. */
  title: string | null;
  /** Indexes of filter buckets without a title. */
  buckets: number[];
}

/** A view needs a title; so does each filter bucket of a kanban view. */
export function validateViewDraft(draft: ViewDraft): ViewDraftErrors {
  const filterBuckets = draft.viewKind === 'kanban' && draft.bucketConfigurationMode === 'filter';
  return {
    title: draft.title.trim() === '' ? 'projectViews.titleRequired' : null,
    buckets: filterBuckets ? draft.bucketConfiguration.flatMap((b, i) => (b.title.trim() === '' ? [i] : [])) : [],
  };
}

export const draftIsValid = (errors: ViewDraftErrors): boolean => errors.title === null && errors.buckets.length === 0;

/** Views in the order the tabs show them. */
export const sortViews = (views: ProjectView[]): ProjectView[] =>
  [...views].sort((a, b) => a.position - b.position || a.id - b.id);

/**
 * The position changes that move `sorted[index]` by `delta` places: normally one (between its new
 * neighbours); when neighbours share a position there is no room between them, so every view is
 * renumbered with the usual gap.
 */
export function moveView(
  sorted: ProjectView[],
  index: number,
  delta: number,
): Array<{ view: ProjectView; position: number }> {
  const target = index + delta;
  const moving = sorted[index];
  if (!moving || target < 0 || target >= sorted.length || delta === 0) return [];
  const rest = sorted.filter((_, i) => i !== index);
  const previous = rest[target - 1]?.position ?? null;
  const next = rest[target]?.position ?? null;
  const position = positionBetween(previous, next);
  const fits = (previous === null || position > previous) && (next === null || position < next);
  if (fits) return [{ view: moving, position }];
  const order = [...rest.slice(0, target), moving, ...rest.slice(target)];
  return order
    .map((view, i) => ({ view, position: (i + 1) * POSITION_GAP }))
    .filter((u) => u.position !== u.view.position);
}
