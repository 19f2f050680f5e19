import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bucket } from '@/api/types';
import { Modal } from '@/components/Modal';

interface Props {
  bucket: Bucket;
  isDone: boolean;
  isDefault: boolean;
  /** Only a project's admins may change the view (done and default bucket). */
  canEditView: boolean;
  isLast: boolean;
  onSave: (changed: { title: string; limit: number }) => void;
  onMarkDone: (on: boolean) => void;
  onMarkDefault: (on: boolean) => void;
  onDelete: () => void;
  onClose: () => void;
}

/** Edit one bucket: title, task limit (0 = none), done/default flags of the view, delete (confirmed; never the last). */
export function BucketSettings({
  bucket,
  isDone,
  isDefault,
  canEditView,
  isLast,
  onSave,
  onMarkDone,
  onMarkDefault,
  onDelete,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(bucket.title);
  const [limit, setLimit] = useState(String(bucket.limit));
  const [confirming, setConfirming] = useState(false);
  const limitValue = Math.max(0, Math.floor(Number(limit) || 0));
  const id = `bucket-${bucket.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    onSave({ title: title.trim(), limit: limitValue });
    onClose();
  }

  return (
    <Modal title={t('kanban.settings.title', { bucket: bucket.title })} onClose={onClose}>
      <h2>{t('kanban.settings.title', { bucket: bucket.title })}</h2>
      <form className="stack" onSubmit={submit}>
        <label htmlFor={`${id}-title`}>{t('kanban.settings.name')}</label>
        <input id={`${id}-title`} value={title} required onChange={(e) => setTitle(e.target.value)} />
        <label htmlFor={`${id}-limit`}>{t('kanban.settings.limit')}</label>
        <input
          id={`${id}-limit`}
          type="number"
          min={0}
          step={1}
          value={limit}
          aria-describedby={`${id}-limit-hint`}
          onChange={(e) => setLimit(e.target.value)}
        />
        <p id={`${id}-limit-hint`} className="muted">
          {t('kanban.settings.limitHint')}
        </p>
        <button type="submit" className="btn btn-primary" disabled={!title.trim()}>
          {t('kanban.settings.save')}
        </button>
      </form>
      {canEditView && (
        <fieldset className="stack">
          <legend>{t('kanban.settings.flags')}</legend>
          <label className="checkbox">
            <input type="checkbox" checked={isDone} onChange={(e) => onMarkDone(e.target.checked)} />
            {t('kanban.settings.doneBucket')}
          </label>
          <p className="muted">{t('kanban.settings.doneBucketHint')}</p>
          <label className="checkbox">
            <input type="checkbox" checked={isDefault} onChange={(e) => onMarkDefault(e.target.checked)} />
            {t('kanban.settings.defaultBucket')}
          </label>
          <p className="muted">{t('kanban.settings.defaultBucketHint')}</p>
        </fieldset>
      )}
      <div className="stack">
        {!confirming && (
          <button
            type="button"
            className="btn btn-danger"
            disabled={isLast}
            aria-describedby={isLast ? `${id}-last` : undefined}
            onClick={() => setConfirming(true)}
          >
            {t('kanban.settings.delete')}
          </button>
        )}
        {isLast && (
          <p id={`${id}-last`} className="muted">
            {t('errors.code.10003')}
          </p>
        )}
        {confirming && (
          <div
            className="row confirm-row"
            role="group"
            aria-label={t('kanban.settings.confirmDelete', { bucket: bucket.title })}
          >
            <span>{t('kanban.settings.confirmDelete', { bucket: bucket.title })}</span>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                onDelete();
                onClose();
              }}
            >
              {t('kanban.settings.deleteConfirm')}
            </button>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}
