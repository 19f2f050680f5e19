import { useCallback, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Project } from '@/api/types';
import { readPermission } from '@/api/version';
import { useDndAccessibility } from '@/components/dnd-accessibility';
import { SortableBinding, type Sortable } from '@/components/SortableBinding';
import { dropTarget, type TreeRow } from './project-tree';

/** Dragging a row this far to the right nests it under the row above. */
const NEST_OFFSET_PX = 40;
// The same options every render: new ones would give new sensors, and every row new drag handlers.
const POINTER = { activationConstraint: { distance: 5 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

interface Props {
  rows: TreeRow[];
  projects: Project[];
  /** Saves a project moved (reordered or nested) by a drop. */
  onMove: (project: Project) => void;
  /** The tree's list, drawn by ProjectTree: its rows are found by their project id. */
  list: RefObject<HTMLUListElement | null>;
  /** Hands a row's drag state to it (null once its binding is gone). */
  onSortable: (id: number, sortable: Sortable | null) => void;
}

/**
 * Drag and drop for the sidebar's tree, loaded after the first paint and mounted once the tree is armed: beside
 * the tree's list, never around it, so the rows ProjectTree drew stay the same elements.
 */
export function SortableProjectTree({ rows, projects, onMove, list, onSortable }: Props) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const titleOf = useCallback((id: string | number) => projects.find((p) => p.id === id)?.title, [projects]);
  const accessibility = useDndAccessibility(titleOf);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));

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
        {rows.map((row) => (
          <RowBinding
            key={row.project.id}
            id={row.project.id}
            disabled={(readPermission(row.project) ?? 0) <= 0}
            list={list}
            onSortable={onSortable}
          />
        ))}
      </SortableContext>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </DndContext>
  );
}

/** One row's sortable hooks, on the row's own element and drag handle (pointer, or keyboard: space, arrows, space). */
function RowBinding({
  id,
  disabled,
  list,
  onSortable,
}: { id: number; disabled: boolean } & Omit<Props, 'rows' | 'projects' | 'onMove'>) {
  const item = useMemo(
    () => ({
      get current() {
        return list.current?.querySelector<HTMLElement>(`[data-project-id="${id}"]`) ?? null;
      },
    }),
    [list, id],
  );
  const activator = useMemo(
    () => ({
      get current() {
        return item.current?.querySelector<HTMLElement>('.drag-handle') ?? null;
      },
    }),
    [item],
  );
  const onChange = useCallback((sortable: Sortable) => onSortable(id, sortable), [id, onSortable]);
  useLayoutEffect(() => () => onSortable(id, null), [id, onSortable]);
  return <SortableBinding args={{ id, disabled }} item={item} activator={activator} onChange={onChange} />;
}
