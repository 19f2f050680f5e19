// First, so the board's rules come before the cards' own (kanban-card.css), as before they moved here.
import './kanban-board.css';
import { useCallback, useState, type FormEvent } from 'react';
import { DndContext } from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { ProjectView } from '@/api/types';
import { ErrorBox, Loading } from '@/components/Status';
import { useCreateBucketMutation, useCreateCardMutation, useKanbanQuery, useLoadMoreMutation } from '@/queries/kanban';
import { useToasts } from '@/stores/toasts';
import { useToggleDone } from '../use-toggle-done';
import { BucketColumn } from './BucketColumn';
import { isFull, nextPage } from '@/lib/kanban-paging';
import { useBucketActions } from './use-bucket-actions';
import { idOf, useBoardDrag } from './use-board-drag';
import { useDndAccessibility } from '@/components/dnd-accessibility';
import { useErrorToast } from '@/components/use-error-toast';
import { useDragArming } from '@/components/drag-arming';
import { clearIfUnchanged } from '@/lib/clear-if-unchanged';
import { useUserQuery } from '@/queries/user';
import { isFromCache } from '@/queries/cache-state';
import { useStableOpenTask } from '../task-opener';

export function KanbanView({ projectId, view, canWrite }: { projectId: number; view: ProjectView; canWrite: boolean }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const board = useKanbanQuery(projectId, view.id);
  const addCard = useCreateCardMutation(projectId, view.id);
  const addBucket = useCreateBucketMutation(projectId, view.id);
  const loadMore = useLoadMoreMutation(projectId, view.id);
  const toast = useToasts((s) => s.show);
  const actionsFor = useBucketActions(projectId, view, board.data?.length ?? 0);
  const [bucketTitle, setBucketTitle] = useState('');
  const buckets = board.data;
  const nameOf = useCallback(
    (raw: string | number) => {
      const id = idOf(raw);
      if (!id || !buckets) return undefined;
      if (id.kind === 'bucket') {
        const bucket = buckets.find((b) => b.id === id.id);
        return bucket && t('dnd.bucket', { title: bucket.title });
      }
      return buckets.flatMap((b) => b.tasks ?? []).find((task) => task.id === id.id)?.title;
    },
    [buckets, t],
  );
  const accessibility = useDndAccessibility(nameOf);
  // Kept from the last visit and not fetched again yet: shown, but nothing is moved against it.
  const fromCache = isFromCache(board);
  const { bucketDragging, ...drag } = useBoardDrag(projectId, view.id, buckets, canWrite && !fromCache);
  const { armed, listProps, resting } = useDragArming();

  // Ctrl/Cmd+click: done or undone, with the same undo toast as the list view.
  const toggleDone = useToggleDone();
  const { openTask, bridge } = useStableOpenTask();
  const minimumPriority = useUserQuery().data?.settings?.frontendSettings?.minimumPriority;

  function submitBucket(event: FormEvent) {
    event.preventDefault();
    if (bucketTitle.trim())
      addBucket.mutate(bucketTitle.trim(), { onSuccess: () => setBucketTitle(clearIfUnchanged(bucketTitle)) });
  }

  if (board.isPending) return <Loading />;
  if (board.isError) return <ErrorBox error={board.error} onRetry={() => void board.refetch()} />;
  return (
    <DndContext {...drag} accessibility={accessibility}>
      {bridge}
      {fromCache && (
        <p className="list-updating" role="status">
          {t('shell.updating')}
        </p>
      )}
      <div className="kanban" role="region" aria-label={t('kanban.region')} tabIndex={0} {...listProps}>
        <SortableContext
          items={board.data.map((bucket) => `bucket-${bucket.id}`)}
          strategy={horizontalListSortingStrategy}
        >
          {board.data.map((bucket) => (
            <BucketColumn
              key={bucket.id}
              bucket={bucket}
              isDone={bucket.id === view.doneBucketId}
              isDefault={bucket.id === view.defaultBucketId}
              actions={canWrite ? actionsFor(bucket) : undefined}
              loadingMore={loadMore.isPending && loadMore.variables?.bucketId === bucket.id}
              bucketDragging={bucketDragging}
              minimumPriority={minimumPriority}
              onLoadMore={() =>
                loadMore.mutate({ bucketId: bucket.id, page: nextPage(bucket) }, { onError: showError })
              }
              onToggleDone={toggleDone}
              onOpenTask={openTask}
              armed={armed}
              resting={resting}
              onAddCard={(title) => {
                // A full bucket would take the new task only to refuse the move (10004): say so before creating it.
                if (isFull(bucket)) {
                  toast({ kind: 'error', message: t('errors.code.10004') });
                  return Promise.reject(new Error(t('errors.code.10004')));
                }
                return addCard.mutateAsync({ title, bucketId: bucket.id }).catch((error: unknown) => {
                  showError(error);
                  throw error;
                });
              }}
            />
          ))}
        </SortableContext>
        {canWrite && (
          <form className="bucket bucket-new" onSubmit={submitBucket}>
            <label htmlFor="new-bucket">{t('kanban.newBucket')}</label>
            <input
              id="new-bucket"
              value={bucketTitle}
              onChange={(e) => setBucketTitle(e.target.value)}
              placeholder={t('kanban.newBucketPlaceholder')}
            />
            {addBucket.isError && <ErrorBox error={addBucket.error} />}
          </form>
        )}
      </div>
    </DndContext>
  );
}
