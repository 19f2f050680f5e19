import { useTranslation } from 'react-i18next';
import type { Task, User } from '@/api/types';
import { AlignLeftIcon, ListChecksIcon, MessageSquareIcon, PaperclipIcon, StarIcon } from '@/components/icons';
import { taskSigns } from './task-signs';

/** Up to this many assignees are drawn; the rest are counted. */
const SHOWN_ASSIGNEES = 3;

function initials(user: User): string {
  const name = (user.name || user.username).trim();
  const parts = name.split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** Assignees as a row of overlapping initials (the place for their avatars). */
export function AssigneeStack({ users }: { users: User[] }) {
  const { t } = useTranslation();
  if (users.length === 0) return null;
  const names = users.map((u) => u.name || u.username).join(', ');
  const extra = users.length - SHOWN_ASSIGNEES;
  return (
    <span className="avatar-stack" role="img" aria-label={t('tasks.row.assignees', { names })} title={names}>
      {users.slice(0, SHOWN_ASSIGNEES).map((user) => (
        <span key={user.id} className="avatar avatar-sm" aria-hidden="true">
          {initials(user)}
        </span>
      ))}
      {extra > 0 && (
        <span className="avatar avatar-sm avatar-more" aria-hidden="true">
          +{extra}
        </span>
      )}
    </span>
  );
}

/** The signs on a task row: description, comments, attachments, sub-task progress, favourite, assignees. */
export function TaskRowSigns({ task }: { task: Task }) {
  const { t } = useTranslation();
  const signs = taskSigns(task);
  return (
    <>
      {task.isFavorite && (
        <span className="task-sign task-sign-star" role="img" aria-label={t('tasks.row.favorite')}>
          <StarIcon size={14} aria-hidden="true" fill="currentColor" />
        </span>
      )}
      {signs.description && (
        <span
          className="task-sign"
          role="img"
          aria-label={t('tasks.row.description')}
          title={t('tasks.row.description')}
        >
          <AlignLeftIcon size={14} aria-hidden="true" />
        </span>
      )}
      {signs.comments > 0 && (
        <span
          className="task-sign"
          role="img"
          aria-label={t('tasks.row.comments', { count: signs.comments })}
          title={t('tasks.row.comments', { count: signs.comments })}
        >
          <MessageSquareIcon size={14} aria-hidden="true" />
          <span aria-hidden="true">{signs.comments}</span>
        </span>
      )}
      {signs.attachments > 0 && (
        <span
          className="task-sign"
          role="img"
          aria-label={t('tasks.row.attachments', { count: signs.attachments })}
          title={t('tasks.row.attachments', { count: signs.attachments })}
        >
          <PaperclipIcon size={14} aria-hidden="true" />
          <span aria-hidden="true">{signs.attachments}</span>
        </span>
      )}
      {signs.subtasks && (
        <span
          className={`task-sign${signs.subtasks.done === signs.subtasks.total ? ' is-complete' : ''}`}
          data-testid="subtask-progress"
        >
          <ListChecksIcon size={14} aria-hidden="true" />
          {t('tasks.row.subtasks', { done: signs.subtasks.done, total: signs.subtasks.total })}
        </span>
      )}
      <AssigneeStack users={task.assignees ?? []} />
    </>
  );
}
