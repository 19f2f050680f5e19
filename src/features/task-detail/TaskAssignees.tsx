import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { Avatar } from '@/components/Avatar';
import { ErrorBox } from '@/components/Status';
import { useAssigneeMutations } from '@/queries/assignees';
import { useProjectUsersQuery } from '@/queries/users';
import { clearIfUnchanged } from '@/lib/clear-if-unchanged';
import { XIcon } from '@/components/icons';
import { IconButton } from '@/components/Button';
import { FieldRow } from './FieldRow';

/** Who works on the task: anyone with access to its project can be assigned. */
export function TaskAssignees({ task, canWrite }: { task: Task; canWrite: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const users = useProjectUsersQuery(task.projectId, search);
  const { add, remove } = useAssigneeMutations(task.id);
  const assigned = new Set((task.assignees ?? []).map((u) => u.id));
  const candidates = (users.data ?? []).filter((u) => !assigned.has(u.id)).slice(0, 6);

  return (
    <FieldRow
      field="assignees"
      name={<h3 id={`${id}-name`}>{t('taskDetail.assignees')}</h3>}
      groupNameId={`${id}-name`}
    >
      {(add.isError || remove.isError) && <ErrorBox error={add.error ?? remove.error} />}
      <div className="chips">
        {(task.assignees ?? []).map((user) => (
          <span key={user.id} className="chip-with-action">
            <span className="label-chip assignee-chip">
              <Avatar user={user} shown={20} />
              {user.name || user.username}
            </span>
            {canWrite && (
              <IconButton
                label={t('taskDetail.unassign', { name: user.username })}
                onClick={() => remove.mutate(user.id)}
                icon={<XIcon size={14} aria-hidden="true" />}
              />
            )}
          </span>
        ))}
      </div>
      {canWrite && (
        <div className="assignee-search">
          <label htmlFor={id} className="visually-hidden">
            {t('taskDetail.assign')}
          </label>
          <input
            id={id}
            data-shortcut="assign"
            placeholder={t('taskDetail.assign')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
          />
          {candidates.length > 0 && (
            <ul className="suggestions" aria-label={t('taskDetail.assignSuggestions')}>
              {candidates.map((user) => (
                <li key={user.id}>
                  <button
                    type="button"
                    className="btn btn-link"
                    onClick={() => add.mutate(user.id, { onSuccess: () => setSearch(clearIfUnchanged(search)) })}
                  >
                    {user.name ? `${user.name} (@${user.username})` : `@${user.username}`}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FieldRow>
  );
}
