import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Project } from '@/api/types';
import { useUpdateProjectMutation } from '@/queries/projects';
import { useDndAccessibility } from '@/components/dnd-accessibility';
import { dropTarget, flattenTree } from './project-tree';
import { ProjectRow } from './ProjectRow';
import { useCollapsedProjects } from './use-collapsed';
import { useErrorToast } from '@/components/use-error-toast';

/** Dragging a row this far to the right nests it under the row above. */
const NEST_OFFSET_PX = 40;

/** The sidebar's drag-sortable, collapsible tree of non-archived projects. */
export function ProjectTree({ projects }: { projects: Project[] }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const [collapsed, toggleCollapsed] = useCollapsedProjects();
  const update = useUpdateProjectMutation();
  const [announcement, setAnnouncement] = useState('');
  const rows = flattenTree(projects, collapsed);
  const titleOf = useCallback((id: string | number) => projects.find((p) => p.id === id)?.title, [projects]);
  const accessibility = useDndAccessibility(titleOf);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function save(project: Project) {
    update.mutate(project, {
      onError: showError,
    });
  }

  function onDragEnd({ active, over, delta }: DragEndEvent) {
    if (!over) return;
    const from = rows.findIndex((r) => r.project.id === active.id);
    const to = rows.findIndex((r) => r.project.id === over.id);
    const target = dropTarget(rows, from, to, delta.x > NEST_OFFSET_PX, projects);
    const row = rows[from];
    if (!target || !row) return;
    save({ ...row.project, ...target });
    setAnnouncement(t('shell.projectMoved', { title: row.project.title }));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={rows.map((r) => r.project.id)} strategy={verticalListSortingStrategy}>
        <ul className="nav-list project-tree" data-testid="project-tree">
          {rows.map((row) => (
            <ProjectRow
              key={row.project.id}
              project={row.project}
              depth={row.depth}
              hasChildren={row.hasChildren}
              collapsed={collapsed.has(row.project.id)}
              onToggleCollapse={() => toggleCollapsed(row.project.id)}
              onToggleFavorite={() => save({ ...row.project, isFavorite: !row.project.isFavorite })}
            />
          ))}
        </ul>
      </SortableContext>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </DndContext>
  );
}
