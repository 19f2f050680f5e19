import { useState, type FormEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { Bucket, Task } from '@/api/types';
import { KanbanCard } from './KanbanCard';

interface Props {
  bucket: Bucket;
  isDone: boolean;
  canWrite: boolean;
  onAddCard: (title: string) => Promise<unknown>;
  onToggleDone: (task: Task) => void;
}

export function BucketColumn({ bucket, isDone, canWrite, onAddCard, onToggleDone }: Props) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: `bucket-${bucket.id}` });
  const [title, setTitle] = useState('');
  const tasks = bucket.tasks ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    await onAddCard(title.trim());
    setTitle('');
  }

  return (
    <section className={`bucket${isOver ? ' is-over' : ''}`} aria-label={bucket.title}>
      <header className="bucket-header">
        <h2>{bucket.title}</h2>
        {isDone && <span className="badge badge-done">{t('kanban.doneBucket')}</span>}
        <span className="muted">{bucket.count ?? tasks.length}</span>
      </header>
      <SortableContext items={tasks.map((task) => `task-${task.id}`)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="bucket-cards">
          {tasks.map((task) => (
            <KanbanCard key={task.id} task={task} onToggleDone={onToggleDone} />
          ))}
        </ul>
      </SortableContext>
      {canWrite && (
        <form onSubmit={(e) => void submit(e)} className="bucket-add">
          <label htmlFor={`bucket-add-${bucket.id}`} className="visually-hidden">
            {t('kanban.addCard', { bucket: bucket.title })}
          </label>
          <input
            id={`bucket-add-${bucket.id}`}
            placeholder={t('kanban.addCardPlaceholder')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </form>
      )}
    </section>
  );
}
