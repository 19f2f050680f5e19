import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/Modal';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useLabelsQuery } from '@/queries/labels';
import { useUserQuery } from '@/queries/user';
import { useToasts } from '@/stores/toasts';
import { LabelChip } from './LabelChip';
import { LabelCreateForm } from './LabelCreateForm';
import { LabelEditor } from './LabelEditor';

/** /labels — every label the user can see; the ones they created can be edited and deleted. */
export function LabelsPage() {
  const { t } = useTranslation();
  const labels = useLabelsQuery();
  const user = useUserQuery();
  const [editing, setEditing] = useState<number | null>(null);

  const list = [...(labels.data ?? [])].sort((a, b) => a.title.localeCompare(b.title));
  return (
    <section className="labels-page" aria-labelledby="labels-title">
      <h1 id="labels-title">{t('labels.heading')}</h1>
      <LabelCreateForm />
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
                    <button
                      type="button"
                      className="btn btn-link"
                      onClick={() => setEditing(label.id)}
                      aria-label={t('labels.editTitle', { title: label.title })}
                    >
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

/** /labels/new — the same form as on the labels page, in a modal. */
export function NewLabelModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToasts((s) => s.show);
  return (
    <Modal title={t('labels.newLabel')} onClose={() => void navigate('/labels')}>
      <h2>{t('labels.newLabel')}</h2>
      <LabelCreateForm
        autoFocus
        onCreated={(label) => {
          toast({ kind: 'success', message: t('labels.created', { title: label.title }) });
          void navigate('/labels', { replace: true });
        }}
      />
    </Modal>
  );
}
