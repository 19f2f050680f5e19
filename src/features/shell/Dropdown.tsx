import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '@/components/use-dismiss';

/** A click-triggered disclosure that closes on Escape, an outside press, or choosing an item. */
export function Dropdown({ label, trigger, className, children }: { label: string; trigger: ReactNode; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);

  return (
    <div className={`dropdown ${className ?? ''}`} ref={root}>
      <button type="button" className="btn btn-icon" aria-label={label} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {trigger}
      </button>
      {open && (
        <div id={id} className="dropdown-content" onClick={() => setOpen(false)}>
          {children}
        </div>
      )}
    </div>
  );
}
