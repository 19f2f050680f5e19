import { useState, type FormEvent } from 'react';
import { TaskLink } from '@/app/task-modal-route-state';
import { useTranslation } from 'react-i18next';
import { RELATION_KINDS } from '@/api/relations';
import type { RelationKind, Task } from '@/api/types';
import { IconButton } from '@/components/Button';
import { XIcon } from '@/components/icons';
import { ErrorBox } from '@/components/Status';
import { FieldIcon } from './FieldIcon';
import { useTaskSearch } from '@/queries/task-search';
import { useRelationMutations } from '@/queries/relations';
import { useCreateTaskMutation } from '@/queries/tasks';

/** Related tasks grouped by kind; add one by searching its title (or create it in this project), remove one. */
export function TaskRelations({ task, canWrite }: { task: Task; canWrite: boolean }) {
  const { t } = useTranslation();
  const { add, remove } = useRelationMutations(task.id);
  const create = useCreateTaskMutation(task.projectId);
  const [kind, setKind] = useState<RelationKind>('related');
  const [query, setQuery] = useState('');
  const [touched, setTouched] = useState(false);
  const search = useTaskSearch(query, canWrite);
  const candidates = (search.data?.items ?? []).filter((other) => other.id !== task.id).slice(0, 6);
  const groups = RELATION_KINDS.map((k) => [k, task.relatedTasks?.[k] ?? []] as const).filter(
    ([, list]) => list.length > 0,
  );

  const title = query.trim();
  const exact = candidates.find((other) => other.title.trim().toLowerCase() === title.toLowerCase());
  const relate = (otherTaskId: number) =>
    add.mutate(
      { otherTaskId, kind },
      {
        onSuccess: () => {
          setQuery('');
          setTouched(false);
        },
      },
    );

  async function createAndRelate() {
    // A failure shows in the error box through the mutation's state.
    const created = await create.mutateAsync({ title }).catch(() => null);
    if (created) relate(created.id);
  }

  // Enter relates the task of that exact title, or creates one; with nothing typed it asks for either.
  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!title) return;
    if (exact) relate(exact.id);
    else void createAndRelate();
  }

  return (
    <section className="task-relations" data-task-field="relations" aria-labelledby={`relations-${task.id}`}>
      <h2 id={`relations-${task.id}`} className="section-title">
        <FieldIcon field="relations" />
        {t('taskDetail.relations')}
      </h2>
      {(add.isError || remove.isError || create.isError) && (
        <ErrorBox error={add.error ?? remove.error ?? create.error} />
      )}
      {groups.map(([k, list]) => (
        <div key={k} className="relation-group">
          <h3>{t(`taskDetail.relationKinds.${k}`)}</h3>
          <ul className="relation-list">
            {list.map((other) => (
              <li key={other.id} className="relation-row">
                <TaskLink taskId={other.id} className={other.done ? 'is-done-text' : undefined}>
                  {other.title}
                </TaskLink>
                {canWrite && (
                  <IconButton
                    label={t('taskDetail.removeRelation', { title: other.title })}
                    onClick={() => remove.mutate({ otherTaskId: other.id, kind: k })}
                    icon={<XIcon size={14} aria-hidden="true" />}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {canWrite && (
        <form className="form" onSubmit={submit}>
          <div className="row">
            <label htmlFor={`relation-kind-${task.id}`} className="visually-hidden">
              {t('taskDetail.relationKind')}
            </label>
            <select
              id={`relation-kind-${task.id}`}
              value={kind}
              onChange={(e) => setKind(e.target.value as RelationKind)}
            >
              {RELATION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`taskDetail.relationKinds.${k}`)}
                </option>
              ))}
            </select>
            <label htmlFor={`relation-search-${task.id}`} className="visually-hidden">
              {t('taskDetail.relationSearch')}
            </label>
            <input
              id={`relation-search-${task.id}`}
              data-shortcut="related"
              placeholder={t('taskDetail.relationSearch')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
            />
          </div>
          {touched && !title && <p className="field-error">{t('taskDetail.relationSelect')}</p>}
          {(candidates.length > 0 || (title && !exact)) && (
            <ul className="suggestions" aria-label={t('taskDetail.relationCandidates')}>
              {candidates.map((other) => (
                <li key={other.id}>
                  <button type="button" className="btn btn-link" onClick={() => relate(other.id)}>
                    {other.title}
                  </button>
                </li>
              ))}
              {title && !exact && (
                <li>
                  <button
                    type="button"
                    className="btn btn-link"
                    disabled={create.isPending || add.isPending}
                    onClick={() => void createAndRelate()}
                  >
                    {t('taskDetail.relationCreate', { title })}
                  </button>
                </li>
              )}
            </ul>
          )}
        </form>
      )}
    </section>
  );
}
