import { useCallback, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Project } from '@/api/types';
import { readPermission } from '@/api/version';
import { useDndAccessibility } from '@/components/dnd-accessibility';
import { dropTarget, type TreeRow } from './project-tree';
import { ProjectRow } from './ProjectRow';

/** Dragging a row this far to the right nests it under the row above. */
const NEST_OFFSET_PX = 40;

interface Props {
  rows: TreeRow[];
  projects: Project[];
  /** Saves a project moved (reordered or nested) by a drop. */
  onMove: (project: Project) => void;
  children: ReactNode;
}

/** Drag and drop for the sidebar's tree, loaded after the first paint (ProjectTree draws still rows until then). */
export function SortableProjectTree({ rows, projects, onMove, children }: Props) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const titleOf = useCallback((id: string | number) => projects.find((p) => p.id === id)?.title, [projects]);
  const accessibility = useDndAccessibility(titleOf);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over, delta }: DragEndEvent) {
    if (!over) return;
    const from = rows.findIndex((r) => r.project.id === active.id);
    const to = rows.findIndex((r) => r.project.id === over.id);
    const target = dropTarget(rows, from, to, delta.x > NEST_OFFSET_PX, projects);
    const row = rows[from];
    if (!target || !row) return;
    onMove({ ...row.project, ...target });
    setAnnouncement(t('shell.projectMoved', { title: row.project.title }));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={rows.map((r) => r.project.id)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </DndContext>
  );
}

/** A sidebar row that drags by its handle (pointer, or keyboard: space, arrows, space). */
export function SortableProjectRow(props: ComponentProps<typeof ProjectRow>) {
  const canEdit = (readPermission(props.project) ?? 0) > 0;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.project.id,
    disabled: !canEdit,
  });
  const sortable = {
    handle: { ...attributes, ...listeners },
    setNodeRef,
    isDragging,
    style: { transform: CSS.Transform.toString(transform), transition },
  };
  return <ProjectRow {...props} sortable={sortable} />;
}
