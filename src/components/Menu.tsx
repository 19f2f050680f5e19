import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Tooltip } from './Tooltip';
import { useDismiss } from './use-dismiss';

interface DropdownProps {
  label: string;
  trigger: ReactNode;
  className?: string;
  /** The trigger shows its name (an avatar and a user name): no tooltip needed. */
  labelShown?: boolean;
  children: ReactNode;
}

/** A click-triggered menu that closes on Escape, an outside press, or choosing an item. */
export function Dropdown({ label, trigger, className, labelShown, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);

  const button = (
    <button
      type="button"
      className="btn btn-icon"
      aria-label={label}
      aria-expanded={open}
      aria-controls={id}
      onClick={() => setOpen((o) => !o)}
    >
      {trigger}
    </button>
  );
  return (
    <div className={`dropdown ${className ?? ''}`} ref={root}>
      {labelShown ? button : <Tooltip text={label}>{button}</Tooltip>}
      {open && (
        <div id={id} className="dropdown-content" onClick={() => setOpen(false)}>
          {children}
        </div>
      )}
    </div>
  );
}
