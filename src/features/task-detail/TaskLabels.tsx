import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { ErrorBox } from '@/components/Status';
import { LabelChip } from '@/features/labels/LabelChip';
import { sortLabels } from '@/lib/sort-labels';
import { useLabelsQuery } from '@/queries/labels';
import { useTaskLabelMutations } from '@/queries/labels';
import { useSession } from '@/stores/session';
import { clearIfUnchanged } from '@/lib/clear-if-unchanged';
import { XIcon } from '@/components/icons';
import { IconButton } from '@/components/Button';
import { FieldRow } from './FieldRow';

/**
 * The task's labels: remove one, or add by title (an unknown title creates the label). Link-share
 * guests may only add existing labels: creating one is for accounts (the server answers 1023).
 */
export function TaskLabels({ task, canWrite }: { task: Task; canWrite: boolean }) {
  const { t } = useTranslation();
  const listId = useId();
  const guest = useSession((s) => s.linkShare !== null);
  const labels = useLabelsQuery(canWrite);
  const { add, remove } = useTaskLabelMutations(task.id);
  const [title, setTitle] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const attached = new Set((task.labels ?? []).map((l) => l.id));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = title.trim();
    if (!wanted) return;
    // Typed before the label list arrived: decide against the list, so a known title never makes a second label.
    const existing = labels.data ?? (await labels.refetch()).data ?? [];
    const known = existing.some((l) => l.title.toLowerCase() === wanted.toLowerCase());
    setMissing(guest && !known ? wanted : null);
    if (guest && !known) return;
    add.mutate({ title: wanted, existing }, { onSuccess: () => setTitle(clearIfUnchanged(title)) });
  }

  return (
    <FieldRow
      field="labels"
      name={<h3 id={`${listId}-name`}>{t('taskDetail.labels')}</h3>}
      groupNameId={`${listId}-name`}
    >
      {(add.isError || remove.isError) && <ErrorBox error={add.error ?? remove.error} />}
      {missing !== null && (
        <p className="field-error" role="alert">
          {t('taskDetail.labelNotFound', { title: missing })}
        </p>
      )}
      <div className="chips">
        {sortLabels(task.labels ?? []).map((label) => (
          <span key={label.id} className="chip-with-action">
            <LabelChip label={label} />
            {canWrite && (
              <IconButton
                label={t('taskDetail.removeLabel', { title: label.title })}
                onClick={() => remove.mutate(label.id)}
                icon={<XIcon size={14} aria-hidden="true" />}
              />
            )}
          </span>
        ))}
      </div>
      {canWrite && (
        <form className="row" onSubmit={(event) => void submit(event)}>
          <label htmlFor={`${listId}-input`} className="visually-hidden">
            {t('taskDetail.addLabel')}
          </label>
          <input
            id={`${listId}-input`}
            data-shortcut="labels"
            list={listId}
            placeholder={t('taskDetail.addLabel')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          <datalist id={listId}>
            {(labels.data ?? [])
              .filter((l) => !attached.has(l.id))
              .map((l) => (
                <option key={l.id} value={l.title} />
              ))}
          </datalist>
        </form>
      )}
    </FieldRow>
  );
}
