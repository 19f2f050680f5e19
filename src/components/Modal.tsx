import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, XIcon } from '@/components/icons';
import { IconButton } from '@/components/Button';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider layout for content such as the task detail. */
  wide?: boolean;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, closes on Escape and shows the
 * backdrop; a click on the backdrop closes too, and focus returns where it was.
 */
export function Modal({ title, onClose, children, wide }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    const previous = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Opening focuses the first focusable element (a task detail: the task itself) and the browser scrolls
      // it into view, which hides the dialog's top edge: a dialog always opens at its top.
      dialog.scrollTop = 0;
    }
    return () => previous?.focus?.();
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal${wide ? ' modal-wide' : ''}`}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="modal-body">
        {children}
        {/* Last in the DOM (shown top right): opening the dialog focuses the content's first control. */}
        <IconButton
          label={t('common.close')}
          className="modal-close"
          onClick={onClose}
          icon={
            <>
              <XIcon size={18} aria-hidden="true" className="modal-close-x" />
              {/* Phones show the dialog as a full-screen sheet: going back is the way out. */}
              <ArrowLeftIcon size={20} aria-hidden="true" className="modal-close-back flip-rtl" />
            </>
          }
        />
      </div>
    </dialog>
  );
}
