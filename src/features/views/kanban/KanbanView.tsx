import { useState, type FormEvent } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCorners, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { ProjectView, Task } from '@/api/types';
import { ErrorBox, Loading } from '@/components/Status';
import { errorMessage } from '@/lib/error-message';
import { useCreateBucketMutation, useCreateCardMutation, useKanbanQuery, useMoveTaskMutation } from '@/queries/kanban';
import { useUpdateTaskMutation } from '@/queries/tasks';
import { useToasts } from '@/stores/toasts';
import { BucketColumn } from './BucketColumn';
import { applyMove, findTask } from './move';

const idOf = (raw: string | number): { kind: 'task' | 'bucket'; id: number } | null => {
  const match = /^(task|bucket)-(\d+)$/.exec(String(raw));
  return match ? { kind: match[1] as 'task' | 'bucket', id: Number(match[2]) } : null;
};

export function KanbanView({ projectId, view, canWrite }: { projectId: number; view: ProjectView; canWrite: boolean }) {
  const { t } = useTranslation();
  const board = useKanbanQuery(projectId, view.id);
  const move = useMoveTaskMutation(projectId, view.id);
  const addCard = useCreateCardMutation(projectId, view.id);
  const addBucket = useCreateBucketMutation(projectId, view.id);
  const update = useUpdateTaskMutation();
  const toast = useToasts((s) => s.show);
  const [bucketTitle, setBucketTitle] = useState('');
  // A small distance keeps a plain click a click (opening the task), not a drag.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function dragEnd(event: DragEndEvent) {
    const active = idOf(event.active.id);
    const over = event.over ? idOf(event.over.id) : null;
    if (!board.data || !active || !over || !canWrite) return;
    const from = findTask(board.data, active.id);
    const target = over.kind === 'bucket' ? { bucketId: over.id, index: Infinity } : findTask(board.data, over.id);
    if (!from || !target) return;
    if (from.bucketId === target.bucketId && from.index === target.index) return;
    const moved = applyMove(board.data, { taskId: active.id, fromBucketId: from.bucketId, toBucketId: target.bucketId, toIndex: target.index });
    if (!moved) return;
    move.mutate(
      { taskId: active.id, fromBucketId: from.bucketId, toBucketId: target.bucketId, position: moved.position, board: moved.buckets },
      { onError: (error) => toast({ kind: 'error', message: errorMessage(error, t) }) },
    );
  }

  function toggleDone(task: Task) {
    update.mutate({ ...task, done: !task.done }, { onError: (error) => toast({ kind: 'error', message: errorMessage(error, t) }) });
  }

  function submitBucket(event: FormEvent) {
    event.preventDefault();
    if (bucketTitle.trim()) addBucket.mutate(bucketTitle.trim(), { onSuccess: () => setBucketTitle('') });
  }

  if (board.isPending) return <Loading />;
  if (board.isError) return <ErrorBox error={board.error} onRetry={() => void board.refetch()} />;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={dragEnd}>
      <div className="kanban">
        {board.data.map((bucket) => (
          <BucketColumn
            key={bucket.id}
            bucket={bucket}
            isDone={bucket.id === view.doneBucketId}
            canWrite={canWrite}
            onToggleDone={toggleDone}
            onAddCard={(title) => addCard.mutateAsync({ title, bucketId: bucket.id }).catch((error: unknown) => {
              toast({ kind: 'error', message: errorMessage(error, t) });
              throw error;
            })}
          />
        ))}
        {canWrite && (
          <form className="bucket bucket-new" onSubmit={submitBucket}>
            <label htmlFor="new-bucket">{t('kanban.newBucket')}</label>
            <input id="new-bucket" value={bucketTitle} onChange={(e) => setBucketTitle(e.target.value)} placeholder={t('kanban.newBucketPlaceholder')} />
            {addBucket.isError && <ErrorBox error={addBucket.error} />}
          </form>
        )}
      </div>
    </DndContext>
  );
}
