import { useRowTranslation } from '@/app/use-row-translation';
import type { Task, User } from '@/api/types';
import { AlignLeftIcon, ListChecksIcon, MessageSquareIcon, PaperclipIcon, StarIcon } from '@/components/icons';
import { Avatar } from '@/components/Avatar';
import { Tooltip } from '@/components/Tooltip';
import type { ReactNode } from 'react';
import { taskSigns } from './task-signs';

/** Up to this many assignees are drawn; the rest are counted. */
const SHOWN_ASSIGNEES = 3;
/** How large an assignee's avatar is drawn beside a task. */
const AVATAR_PX = 24;

/** One sign: an icon (and a count) whose meaning is its label. */
function Sign({ label, icon, count }: { label: string; icon: ReactNode; count?: number }) {
  return (
    <Tooltip text={label}>
      <span className="task-sign" role="img" aria-label={label}>
        {icon}
        {count !== undefined && <span aria-hidden="true">{count}</span>}
      </span>
    </Tooltip>
  );
}

/** Assignees as a row of overlapping avatars (their initials until a picture arrives). */
export function AssigneeStack({ users }: { users: User[] }) {
  const { t } = useRowTranslation();
  if (users.length === 0) return null;
  const names = users.map((u) => u.name || u.username).join(', ');
  const extra = users.length - SHOWN_ASSIGNEES;
  return (
    <Tooltip text={names}>
      <span className="avatar-stack" role="img" aria-label={t('tasks.row.assignees', { names })}>
        {users.slice(0, SHOWN_ASSIGNEES).map((user) => (
          <Avatar key={user.id} user={user} shown={AVATAR_PX} />
        ))}
        {extra > 0 && (
          <span className="avatar avatar-sm avatar-more" aria-hidden="true">
            +{extra}
          </span>
        )}
      </span>
    </Tooltip>
  );
}

/** The signs on a task row: description, comments, attachments, sub-task progress, favourite, assignees. */
export function TaskRowSigns({ task }: { task: Task }) {
  const { t } = useRowTranslation();
  const signs = taskSigns(task);
  return (
    <>
      {task.isFavorite && (
        <span className="task-sign task-sign-star" role="img" aria-label={t('tasks.row.favorite')}>
          <StarIcon size={14} aria-hidden="true" fill="currentColor" />
        </span>
      )}
      {signs.description && (
        <Sign label={t('tasks.row.description')} icon={<AlignLeftIcon size={14} aria-hidden="true" />} />
      )}
      {signs.comments > 0 && (
        <Sign
          label={t('tasks.row.comments', { count: signs.comments })}
          icon={<MessageSquareIcon size={14} aria-hidden="true" />}
          count={signs.comments}
        />
      )}
      {signs.attachments > 0 && (
        <Sign
          label={t('tasks.row.attachments', { count: signs.attachments })}
          icon={<PaperclipIcon size={14} aria-hidden="true" />}
          count={signs.attachments}
        />
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
