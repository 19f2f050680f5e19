import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { randomLabelColour } from '@/lib/palette';
import { useCreateLabelMutation, useLabelsQuery } from '@/queries/labels';
import { useUserQuery } from '@/queries/user';
import { LabelChip } from './LabelChip';
import { LabelEditor } from './LabelEditor';

/** /labels — every label the user can see; the ones they created can be edited and deleted. */
export function LabelsPage() {
  const { t } = useTranslation();
  const labels = useLabelsQuery();
  const user = useUserQuery();
  const create = useCreateLabelMutation();
  const [title, setTitle] = useState('');
  const [color, setColor] = useState(() => `#${randomLabelColour()}`);
  const [editing, setEditing] = useState<number | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    create.mutate(
      { title: title.trim(), hexColor: color },
      {
        onSuccess: () => {
          setTitle('');
          setColor(`#${randomLabelColour()}`);
        },
      },
    );
  }

  const list = [...(labels.data ?? [])].sort((a, b) => a.title.localeCompare(b.title));
  return (
    <section className="labels-page" aria-labelledby="labels-title">
      <h1 id="labels-title">{t('labels.heading')}</h1>
      <form className="row label-create" onSubmit={submit}>
        <label htmlFor="new-label" className="visually-hidden">
          {t('labels.newLabel')}
        </label>
        <input id="new-label" placeholder={t('labels.newPlaceholder')} value={title} onChange={(e) => setTitle(e.target.value)} />
        <label htmlFor="new-label-color" className="visually-hidden">
          {t('labels.color')}
        </label>
        <input id="new-label-color" type="color" className="color-input" value={color} onChange={(e) => setColor(e.target.value)} />
        <button type="submit" className="btn btn-primary" disabled={!title.trim() || create.isPending}>
          {t('labels.create')}
        </button>
      </form>
      {create.isError && <ErrorBox error={create.error} />}
      {labels.isPending && <Loading />}
      {labels.isError && <ErrorBox error={labels.error} onRetry={() => void labels.refetch()} />}
      {labels.isSuccess && list.length === 0 && <Empty title={t('labels.empty')} />}
      <ul className="label-list">
        {list.map((label) => {
          const mine = !label.createdBy || label.createdBy.id === user.data?.id;
          return (
            <li key={label.id}>
              {editing === label.id ? (
                <LabelEditor label={label} onDone={() => setEditing(null)} />
              ) : (
                <div className="label-row">
                  <LabelChip label={label} />
                  {label.description && <span className="muted">{label.description}</span>}
                  <span className="header-spacer" />
                  {mine && (
                    <button type="button" className="btn btn-link" onClick={() => setEditing(label.id)} aria-label={t('labels.editTitle', { title: label.title })}>
                      {t('labels.edit')}
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
