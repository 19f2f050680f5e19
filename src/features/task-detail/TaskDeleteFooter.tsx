import { useTranslation } from 'react-i18next';
import { ErrorBox } from '@/components/Status';

interface Props {
  confirming: boolean;
  onConfirming: (confirming: boolean) => void;
  pending: boolean;
  error: unknown;
  onDelete: () => void;
}

/** Delete, asked for again before it happens (also reached with shift+delete). */
export function TaskDeleteFooter({ confirming, onConfirming, pending, error, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <footer className="task-detail-footer">
      {confirming ? (
        <span className="row" role="group" aria-label={t('taskDetail.deleteConfirm')}>
          <span>{t('taskDetail.deleteConfirm')}</span>
          {/* Asked for by a click or shift+delete: focus lands here, so Enter confirms. */}
          <button type="button" className="btn btn-danger" onClick={onDelete} disabled={pending} autoFocus>
            {t('taskDetail.deleteYes')}
          </button>
          <button type="button" className="btn" onClick={() => onConfirming(false)}>
            {t('common.cancel')}
          </button>
        </span>
      ) : (
        <button type="button" className="btn" onClick={() => onConfirming(true)}>
          {t('taskDetail.delete')}
        </button>
      )}
      {Boolean(error) && <ErrorBox error={error} />}
    </footer>
  );
}
