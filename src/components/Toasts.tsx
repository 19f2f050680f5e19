import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useToasts } from '@/stores/toasts';
import { useTopDialog } from './use-top-dialog';
import './toasts.css';
import { XIcon } from '@/components/icons';
import { IconButton } from '@/components/Button';

export function Toasts() {
  const { t } = useTranslation();
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  const { hold, release } = useToasts.getState();
  const dialog = useTopDialog();
  // Moving into or out of a dialog re-creates the list under a still pointer: no leave event would come.
  useEffect(() => release, [dialog, release]);
  const list = (
    // Moving the pointer over or tabbing into the toasts keeps them (and their Undo) until it leaves. Not a
    // mere pointerenter: a toast that appears under a resting pointer (the button just clicked) still goes.
    <div
      className="toasts"
      role="status"
      aria-live="polite"
      onPointerMove={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) release();
      }}
    >
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`}>
          <span>{toast.message}</span>
          {toast.action && (
            <button
              type="button"
              className="btn btn-link"
              onClick={() => {
                toast.action?.run();
                dismiss(toast.id);
              }}
            >
              {toast.action.label}
            </button>
          )}
          <IconButton
            label={t('toasts.dismiss')}
            onClick={() => dismiss(toast.id)}
            icon={<XIcon size={18} aria-hidden="true" />}
          />
        </div>
      ))}
    </div>
  );
  // Over a modal dialog the toasts live inside it: outside they would be hidden and inert.
  return dialog ? createPortal(list, dialog) : list;
}
