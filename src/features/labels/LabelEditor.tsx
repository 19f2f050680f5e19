import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Label } from '@/api/types';
import { ColorField } from '@/components/ColorField';
import { ErrorBox } from '@/components/Status';
import { cssColor } from '@/lib/colors';
import { useDeleteLabelMutation, useUpdateLabelMutation } from '@/queries/labels';
import { useToasts } from '@/stores/toasts';
import './label-forms.css';

/** Edit or delete one label (owners only: the page decides who sees this). */
export function LabelEditor({ label, onDone }: { label: Label; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateLabelMutation();
  const remove = useDeleteLabelMutation();
  const toast = useToasts((s) => s.show);
  const [title, setTitle] = useState(label.title);
  // A label without a colour keeps none until one is picked.
  const [color, setColor] = useState(cssColor(label.hexColor)?.slice(1) ?? '');
  const [description, setDescription] = useState(label.description ?? '');
  const [confirm, setConfirm] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    update.mutate(
      { ...label, title: title.trim(), hexColor: color, description },
      {
        onSuccess: () => {
          toast({ kind: 'success', message: t('labels.saved') });
          onDone();
        },
      },
    );
  }

  return (
    <form className="form label-editor" onSubmit={submit} aria-label={t('labels.editTitle', { title: label.title })}>
      {(update.isError || remove.isError) && <ErrorBox error={update.error ?? remove.error} />}
      <label htmlFor={`label-title-${label.id}`}>{t('labels.title')}</label>
      <input id={`label-title-${label.id}`} value={title} onChange={(e) => setTitle(e.target.value)} />
      {!title.trim() && <p className="field-error">{t('labels.titleRequired')}</p>}
      <label htmlFor={`label-color-${label.id}`}>{t('labels.color')}</label>
      <ColorField id={`label-color-${label.id}`} value={color} onChange={setColor} />
      <label htmlFor={`label-description-${label.id}`}>{t('labels.description')}</label>
      <textarea
        id={`label-description-${label.id}`}
        rows={2}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={update.isPending || !title.trim()}>
          {t('labels.save')}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <span className="header-spacer" />
        {confirm ? (
          <button
            type="button"
            className="btn btn-danger"
            onClick={() =>
              remove.mutate(label.id, {
                onSuccess: () => {
                  toast({ kind: 'success', message: t('labels.deleted') });
                  onDone();
                },
              })
            }
          >
            {t('labels.deleteConfirm')}
          </button>
        ) : (
          <button type="button" className="btn" onClick={() => setConfirm(true)}>
            {t('labels.delete')}
          </button>
        )}
      </div>
    </form>
  );
}
