import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Trash2Icon } from '@/components/icons';
import { ErrorBox } from '@/components/Status';

interface Props {
  confirming: boolean;
  onConfirming: (confirming: boolean) => void;
  pending: boolean;
  error: unknown;
  onDelete: () => void;
  /** Other actions on the whole task, at the footer's start. */
  children?: ReactNode;
}

/** The task's own actions; delete is asked for again before it happens (also reached with shift+delete). */
export function TaskDeleteFooter({ confirming, onConfirming, pending, error, onDelete, children }: Props) {
  const { t } = useTranslation();
  return (
    <footer className="task-detail-footer">
      {children}
      <span className="header-spacer" />
      {confirming ? (
        <span className="row confirm-row" role="group" aria-label={t('taskDetail.deleteConfirm')}>
          <span>{t('taskDetail.deleteConfirm')}</span>
          {/* Asked for by a click or shift+delete: focus lands here, so Enter confirms. */}
          <Button variant="danger" onClick={onDelete} disabled={pending} autoFocus>
            {t('taskDetail.deleteYes')}
          </Button>
          <Button onClick={() => onConfirming(false)}>{t('common.cancel')}</Button>
        </span>
      ) : (
        <Button
          variant="ghost"
          className="task-delete"
          icon={<Trash2Icon size={16} aria-hidden="true" />}
          onClick={() => onConfirming(true)}
        >
          {t('taskDetail.delete')}
        </Button>
      )}
      {Boolean(error) && <ErrorBox error={error} />}
    </footer>
  );
}
