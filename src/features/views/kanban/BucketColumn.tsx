import { useState, type FormEvent } from 'react';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { BucketSettings } from './BucketSettings';
import { KanbanCard } from './KanbanCard';
import type { RestingHandleProps } from '@/components/drag-arming';
import { hasMore, type BoardBucket } from '@/lib/kanban-paging';
import './kanban-handles-and-covers.css';
import { EllipsisIcon, GripVerticalIcon, PlusIcon } from '@/components/icons';
import { IconButton } from '@/components/Button';
import { Tooltip } from '@/components/Tooltip';

/** What a column may do with its bucket; absent when the user may only read. */
export interface BucketActions {
  canEditView: boolean;
  isLast: boolean;
  save: (changed: { title: string; limit: number }) => void;
  markDone: (on: boolean) => void;
  markDefault: (on: boolean) => void;
  remove: () => void;
}

interface Props {
  bucket: BoardBucket;
  isDone: boolean;
  isDefault: boolean;
  actions?: BucketActions;
  loadingMore: boolean;
  /** A bucket is being dragged: its cards are no drop targets meanwhile. */
  bucketDragging: boolean;
  /** The user's frontendSettings.minimumPriority, for the cards' priority badges. */
  minimumPriority?: number;
  onLoadMore: () => void;
  onAddCard: (title: string) => Promise<unknown>;
  onToggleDone: (task: Task) => void;
  /** Opens a card's task (one function for the board). */
  onOpenTask: (taskId: number) => void;
  /** Its cards can be dragged now (see useDragArming); until then they rest, with the same look. */
  armed: boolean;
  resting: RestingHandleProps;
}

/**
 * One bucket: sortable among the buckets by the handle in its header, and the drop target for cards
 * moved to its end. Without actions (read only) nothing in it can be dragged or changed.
 */
export function BucketColumn({
  bucket,
  isDone,
  isDefault,
  actions,
  loadingMore,
  bucketDragging,
  minimumPriority,
  onLoadMore,
  onAddCard,
  onToggleDone,
  onOpenTask,
  armed,
  resting,
}: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver } =
    useSortable({
      id: `bucket-${bucket.id}`,
      disabled: { draggable: !actions, droppable: false },
    });
  const [title, setTitle] = useState('');
  const [editing, setEditing] = useState(false);
  const tasks = bucket.tasks ?? [];
  const count = bucket.count ?? tasks.length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    try {
      await onAddCard(title.trim());
      setTitle('');
    } catch {
      // onAddCard has shown why; the title stays for another try.
    }
  }

  return (
    <section
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`bucket${isOver && !bucketDragging ? ' is-over' : ''}${isDragging ? ' is-dragging' : ''}`}
      aria-label={bucket.title}
    >
      <header className="bucket-header">
        {actions && (
          <Tooltip text={t('kanban.moveBucket', { bucket: bucket.title })}>
            <button
              type="button"
              ref={setActivatorNodeRef}
              className="btn btn-icon bucket-handle"
              aria-label={t('kanban.moveBucket', { bucket: bucket.title })}
              {...attributes}
              {...listeners}
              aria-roledescription={t('kanban.bucketHandle')}
            >
              <GripVerticalIcon size={16} aria-hidden="true" />
            </button>
          </Tooltip>
        )}
        <h2>{bucket.title}</h2>
        {isDone && <span className="badge badge-done">{t('kanban.doneBucket')}</span>}
        {isDefault && <span className="badge badge-default">{t('kanban.defaultBucket')}</span>}
        <span
          className="muted bucket-count"
          title={bucket.limit > 0 ? t('kanban.limitTitle', { count, limit: bucket.limit }) : undefined}
        >
          {bucket.limit > 0 ? `${count}/${bucket.limit}` : count}
        </span>
        {actions && (
          <IconButton
            label={t('kanban.settings.open', { bucket: bucket.title })}
            onClick={() => setEditing(true)}
            icon={<EllipsisIcon size={18} aria-hidden="true" />}
          />
        )}
      </header>
      <SortableContext items={tasks.map((task) => `task-${task.id}`)} strategy={verticalListSortingStrategy}>
        <ul className="bucket-cards">
          {tasks.map((task) => (
            <KanbanCard
              key={task.id}
              task={task}
              canWrite={actions !== undefined}
              dropDisabled={bucketDragging}
              minimumPriority={minimumPriority}
              onToggleDone={onToggleDone}
              onOpen={onOpenTask}
              armed={armed}
              resting={resting}
            />
          ))}
        </ul>
      </SortableContext>
      {hasMore(bucket) && (
        <button type="button" className="btn btn-link bucket-more" disabled={loadingMore} onClick={onLoadMore}>
          {t('kanban.loadMore', { count: count - tasks.length })}
        </button>
      )}
      {actions && (
        <form onSubmit={(e) => void submit(e)} className="bucket-add">
          <label htmlFor={`bucket-add-${bucket.id}`} className="visually-hidden">
            {t('kanban.addCard', { bucket: bucket.title })}
          </label>
          <PlusIcon size={16} aria-hidden="true" className="bucket-add-icon" />
          <input
            id={`bucket-add-${bucket.id}`}
            placeholder={t('kanban.addCardPlaceholder')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </form>
      )}
      {actions && editing && (
        <BucketSettings
          bucket={bucket}
          isDone={isDone}
          isDefault={isDefault}
          canEditView={actions.canEditView}
          isLast={actions.isLast}
          onSave={actions.save}
          onMarkDone={actions.markDone}
          onMarkDefault={actions.markDefault}
          onDelete={actions.remove}
          onClose={() => setEditing(false)}
        />
      )}
    </section>
  );
}
