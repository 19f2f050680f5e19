import type { ProjectView } from '@/api/types';

/**
 * Which view /projects/:id opens: the one asked for by kind (an old /lists/:id/kanban link), else the one
 * remembered for this project, else the first of the user's default kind ("first" or unset: the first view).
 */
export function pickView(
  views: readonly Pick<ProjectView, 'id' | 'position' | 'viewKind'>[],
  remembered: number | null,
  preferredKind: string | undefined,
  requestedKind?: string | null,
): number | null {
  const sorted = [...views].sort((a, b) => a.position - b.position);
  const ofKind = (kind: string | null | undefined) => (kind ? sorted.find((v) => v.viewKind === kind) : undefined);
  return (
    (ofKind(requestedKind) ?? sorted.find((v) => v.id === remembered) ?? ofKind(preferredKind) ?? sorted[0])?.id ?? null
  );
}

/** An old Vikunja link (/lists/5, /lists/5/kanban, /lists/5/settings/edit) as the address it means now. */
export function legacyListTarget(pathname: string, search: string, hash: string): string {
  const [, id = '', ...rest] = pathname.replace(/^\/lists\/?/, '/').split('/');
  const tail = rest.join('/');
  const kinds = ['list', 'gantt', 'table', 'kanban'];
  if (kinds.includes(tail)) {
    const params = new URLSearchParams(search);
    params.set('kind', tail);
    return `/projects/${id}?${params.toString()}${hash}`;
  }
  return `/projects/${id}${tail ? `/${tail}` : ''}${search}${hash}`;
}
