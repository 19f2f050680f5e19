import { useState } from 'react';
import {
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  closestCorners,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardSensorOptions,
  type PointerSensorOptions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { BoardBucket } from '@/lib/kanban-paging';
import { useMoveBucketMutation, useMoveTaskMutation } from '@/queries/kanban';
import { applyMove, findTask, moveBucket } from './move';
import { useErrorToast } from '@/components/use-error-toast';

/** Cards and buckets share one DndContext; their ids say which is which. */
export const idOf = (raw: UniqueIdentifier): { kind: 'task' | 'bucket'; id: number } | null => {
  const match = /^(task|bucket)-(\d+)$/.exec(String(raw));
  return match ? { kind: match[1] as 'task' | 'bucket', id: Number(match[2]) } : null;
};

/** A dragged bucket lands among the buckets only (never on a card); a card on a card or at a bucket's end. */
export const boardCollisions: CollisionDetection = (args) =>
  idOf(args.active.id)?.kind === 'bucket'
    ? closestCenter({
        ...args,
        droppableContainers: args.droppableContainers.filter((c) => idOf(c.id)?.kind === 'bucket'),
      })
    : closestCorners(args);

// A small distance keeps a plain click a click (opening the task), not a drag. The options are the same objects
// every time: dnd-kit makes new sensors for new options, and new sensors give every card new drag handlers.
const POINTER: PointerSensorOptions = { activationConstraint: { distance: 6 } };
const KEYBOARD: KeyboardSensorOptions = { coordinateGetter: sortableKeyboardCoordinates };

/** Everything the board's DndContext needs: sensors, collisions, and saving a moved card or bucket. */
export function useBoardDrag(projectId: number, viewId: number, board: BoardBucket[] | undefined, canWrite: boolean) {
  const moveTask = useMoveTaskMutation(projectId, viewId);
  const moveBucketMutation = useMoveBucketMutation(projectId, viewId);
  const [bucketDragging, setBucketDragging] = useState(false);
  const onError = useErrorToast();
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));

  function dropBucket(bucketId: number, overId: number) {
    if (!board || bucketId === overId) return;
    const moved = moveBucket(
      board,
      bucketId,
      board.findIndex((b) => b.id === overId),
    );
    const bucket = moved?.buckets.find((b) => b.id === bucketId);
    if (moved && bucket) moveBucketMutation.mutate({ bucket, board: moved.buckets }, { onError });
  }

  function dropTask(taskId: number, over: { kind: 'task' | 'bucket'; id: number }) {
    if (!board) return;
    const from = findTask(board, taskId);
    const target = over.kind === 'bucket' ? { bucketId: over.id, index: Infinity } : findTask(board, over.id);
    if (!from || !target) return;
    if (from.bucketId === target.bucketId && from.index === target.index) return;
    const moved = applyMove(board, {
      taskId,
      fromBucketId: from.bucketId,
      toBucketId: target.bucketId,
      toIndex: target.index,
    });
    if (!moved) return;
    moveTask.mutate(
      {
        taskId,
        fromBucketId: from.bucketId,
        toBucketId: target.bucketId,
        position: moved.position,
        board: moved.buckets,
      },
      { onError },
    );
  }

  return {
    sensors,
    collisionDetection: boardCollisions,
    bucketDragging,
    onDragStart: (event: DragStartEvent) => setBucketDragging(idOf(event.active.id)?.kind === 'bucket'),
    onDragCancel: () => setBucketDragging(false),
    onDragEnd: (event: DragEndEvent) => {
      setBucketDragging(false);
      const active = idOf(event.active.id);
      const over = event.over ? idOf(event.over.id) : null;
      if (!active || !over || !canWrite) return;
      if (active.kind === 'bucket') {
        if (over.kind === 'bucket') dropBucket(active.id, over.id);
      } else dropTask(active.id, over);
    },
  };
}
