import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RELATION_KINDS } from '@/api/relations';
import type { RelationKind, Task } from '@/api/types';
import { ErrorBox } from '@/components/Status';
import { useTaskSearch } from '@/queries/task-search';
import { useRelationMutations } from '@/queries/task-links';

/** Related tasks grouped by kind; add one by searching its title, remove one. */
export function TaskRelations({ task, canWrite }: { task: Task; canWrite: boolean }) {
  const { t } = useTranslation();
  const { add, remove } = useRelationMutations(task.id);
  const [kind, setKind] = useState<RelationKind>('related');
  const [query, setQuery] = useState('');
  const [touched, setTouched] = useState(false);
  const search = useTaskSearch(query, canWrite);
  const candidates = (search.data?.items ?? []).filter((other) => other.id !== task.id).slice(0, 6);
  const groups = RELATION_KINDS.map((k) => [k, task.relatedTasks?.[k] ?? []] as const).filter(([, list]) => list.length > 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
  }

  return (
    <section className="task-relations" aria-labelledby={`relations-${task.id}`}>
      <h2 id={`relations-${task.id}`} className="section-title">
        {t('taskDetail.relations')}
      </h2>
      {(add.isError || remove.isError) && <ErrorBox error={add.error ?? remove.error} />}
      {groups.map(([k, list]) => (
        <div key={k} className="relation-group">
          <h3>{t(`taskDetail.relationKinds.${k}`)}</h3>
          <ul className="label-list">
            {list.map((other) => (
              <li key={other.id} className="label-row">
                <Link to={`/tasks/${other.id}`} className={other.done ? 'is-done-text' : undefined}>
                  {other.title}
                </Link>
                <span className="header-spacer" />
                {canWrite && (
                  <button type="button" className="btn btn-link" onClick={() => remove.mutate({ otherTaskId: other.id, kind: k })} aria-label={t('taskDetail.removeRelation', { title: other.title })}>
                    {t('teams.remove')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {canWrite && (
        <form className="form" onSubmit={submit}>
          <div className="row">
            <label htmlFor={`relation-kind-${task.id}`} className="visually-hidden">{t('taskDetail.relationKind')}</label>
            <select id={`relation-kind-${task.id}`} value={kind} onChange={(e) => setKind(e.target.value as RelationKind)}>
              {RELATION_KINDS.map((k) => <option key={k} value={k}>{t(`taskDetail.relationKinds.${k}`)}</option>)}
            </select>
            <label htmlFor={`relation-search-${task.id}`} className="visually-hidden">{t('taskDetail.relationSearch')}</label>
            <input id={`relation-search-${task.id}`} placeholder={t('taskDetail.relationSearch')} value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
          </div>
          {touched && candidates.length === 0 && <p className="field-error">{t('taskDetail.relationSelect')}</p>}
          {candidates.length > 0 && (
            <ul className="suggestions" aria-label={t('taskDetail.relationCandidates')}>
              {candidates.map((other) => (
                <li key={other.id}>
                  <button type="button" className="btn btn-link" onClick={() => add.mutate({ otherTaskId: other.id, kind }, { onSuccess: () => setQuery('') })}>
                    {other.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </form>
      )}
    </section>
  );
}
