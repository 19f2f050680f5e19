import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Tooltip } from './Tooltip';
import { useDismiss } from './use-dismiss';

interface DropdownProps {
  label: string;
  trigger: ReactNode;
  className?: string;
  /** The trigger's own classes; an icon button unless given. */
  triggerClassName?: string;
  /** The trigger shows its name (an avatar and a user name): no tooltip needed. */
  labelShown?: boolean;
  /**
   * Names the trigger by hidden text instead of aria-label, for a trigger beside a field whose own label
   * must stay the only one that says the field's name.
   */
  namedByContent?: boolean;
  children: ReactNode;
}

const ITEMS = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled)';

/**
 * A click-triggered menu that closes on Escape, an outside press, or choosing an item. Opening it moves
 * the focus to its first entry; the arrow keys, Home and End move between entries, and Escape closes it
 * (not a dialog around it) with the focus back on the trigger.
 */
export function Dropdown({
  label,
  trigger,
  className,
  triggerClassName,
  labelShown,
  namedByContent,
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);
  useEffect(() => {
    if (!open) return;
    content.current?.querySelector<HTMLElement>(ITEMS)?.focus();
    // Near the bottom of a scrolling dialog the whole menu is brought into sight.
    content.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    const items = [...(content.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    if (items.length === 0 || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    let next = event.key === 'Home' ? 0 : event.key === 'End' ? last : at + step;
    if (next > last) next = 0;
    if (next < 0) next = last;
    items[next]?.focus();
  }

  const opener = (
    <button
      ref={button}
      type="button"
      className={triggerClassName ?? 'btn btn-icon'}
      aria-label={namedByContent ? undefined : label}
      aria-expanded={open}
      aria-controls={id}
      onClick={() => setOpen((o) => !o)}
    >
      {trigger}
      {namedByContent && <span className="visually-hidden">{label}</span>}
    </button>
  );
  return (
    <div className={`dropdown ${className ?? ''}`} ref={root} onKeyDown={onKeyDown}>
      {labelShown ? opener : <Tooltip text={label}>{opener}</Tooltip>}
      {open && (
        <div id={id} ref={content} className="dropdown-content" onClick={() => setOpen(false)}>
          {children}
        </div>
      )}
    </div>
  );
}
