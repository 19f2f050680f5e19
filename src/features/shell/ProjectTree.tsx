import { useCallback, useRef, useState } from 'react';
import type { Project } from '@/api/types';
import { useLazyDragArming } from '@/components/drag-arming';
import type { Sortable } from '@/components/SortableBinding';
import { useErrorToast } from '@/components/use-error-toast';
import { useUpdateProjectMutation } from '@/queries/projects';
import { flattenTree } from './project-tree';
import { ProjectRow } from './ProjectRow';
import { useCollapsedProjects } from './use-collapsed';

const loadSortable = () => import('./SortableProjectTree');

// Drag and drop's code is not in the first load: it arrives once the browser is idle, so arming finds it here.
if (typeof window !== 'undefined') {
  const start = () => void loadSortable();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2_000 });
  else setTimeout(start, 500);
}

/**
 * The sidebar's collapsible tree of non-archived projects. Its rows are drawn once; drag and drop binds to them
 * when it is armed (a mouse over the tree, focus on a handle, a press), so no row is drawn anew and a focused
 * handle keeps its focus.
 */
export function ProjectTree({ projects }: { projects: Project[] }) {
  const showError = useErrorToast();
  const [collapsed, toggleCollapsed] = useCollapsedProjects();
  const update = useUpdateProjectMutation();
  const { module: dnd, listProps, resting } = useLazyDragArming(loadSortable);
  const list = useRef<HTMLUListElement>(null);
  const [sortables, setSortables] = useState<ReadonlyMap<number, Sortable>>(() => new Map());
  const onSortable = useCallback((id: number, sortable: Sortable | null) => {
    setSortables((all) => {
      if (sortable && sameSortable(all.get(id), sortable)) return all;
      const next = new Map(all);
      if (sortable) next.set(id, sortable);
      else next.delete(id);
      return next;
    });
  }, []);
  const rows = flattenTree(projects, collapsed);

  function save(project: Project) {
    update.mutate(project, {
      onError: showError,
    });
  }

  return (
    <>
      <ul ref={list} className="nav-list project-tree" data-testid="project-tree" {...listProps}>
        {rows.map((row) => (
          <ProjectRow
            key={row.project.id}
            sortable={sortables.get(row.project.id)}
            resting={resting}
            project={row.project}
            depth={row.depth}
            hasChildren={row.hasChildren}
            collapsed={collapsed.has(row.project.id)}
            onToggleCollapse={() => toggleCollapsed(row.project.id)}
            onToggleFavorite={() => save({ ...row.project, isFavorite: !row.project.isFavorite })}
          />
        ))}
      </ul>
      {dnd && (
        <dnd.SortableProjectTree rows={rows} projects={projects} onMove={save} list={list} onSortable={onSortable} />
      )}
    </>
  );
}

const sameSortable = (a: Sortable | undefined, b: Sortable): boolean =>
  a !== undefined &&
  a.handle === b.handle &&
  a.transform === b.transform &&
  a.transition === b.transition &&
  a.isDragging === b.isDragging;
