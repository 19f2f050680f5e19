import { useTranslation } from 'react-i18next';

interface ModalActionsProps {
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  disabled?: boolean;
  /** Destructive actions (delete) get the danger style. */
  danger?: boolean;
}

/** The confirm and cancel buttons at the foot of a modal. */
export function ModalActions({ confirmLabel, onConfirm, onCancel, disabled, danger }: ModalActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="row modal-actions">
      <button
        type="button"
        className={danger ? 'btn btn-danger' : 'btn btn-primary'}
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
      <button type="button" className="btn" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
