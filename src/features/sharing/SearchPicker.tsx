import { useState, type KeyboardEvent } from 'react';
import { XIcon } from '@/components/icons';
import { Tooltip } from '@/components/Tooltip';
import '@/features/quick-actions/quick-actions.css';

export interface SearchPickerProps<T> {
  id: string;
  /** The field's name, also its placeholder. */
  label: string;
  /** The typed text (kept by the caller, which searches with it) and what it found. */
  text: string;
  onText: (text: string) => void;
  found: T[];
  value: T | null;
  onChange: (item: T | null) => void;
  display: (item: T) => string;
  keyOf: (item: T) => number;
  /** Names of the result list and of the button that clears a pick. */
  listLabel: string;
  clearLabel: string;
}

/** A combobox that finds something by typing and picks it with the arrows and Enter or a click. */
export function SearchPicker<T>({
  id,
  label,
  text,
  onText,
  found: all,
  value,
  onChange,
  display,
  keyOf,
  listLabel,
  clearLabel,
}: SearchPickerProps<T>) {
  const [active, setActive] = useState(0);
  const found = value ? [] : all;
  const listId = `${id}-results`;

  function pick(item: T | undefined) {
    if (item === undefined) return;
    onChange(item);
    onText('');
    setActive(0);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && found.length > 0) {
      event.preventDefault();
      setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : found.length - 1)) % found.length);
    } else if (event.key === 'Enter' && found.length > 0) {
      event.preventDefault();
      pick(found[active]);
    }
  }

  if (value) {
    return (
      <span className="picked-user">
        <span>{display(value)}</span>
        <Tooltip text={clearLabel}>
          <button type="button" className="btn btn-link" onClick={() => onChange(null)} aria-label={clearLabel}>
            <XIcon size={14} aria-hidden="true" />
          </button>
        </Tooltip>
      </span>
    );
  }
  return (
    <span className="user-picker">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        autoComplete="off"
        placeholder={label}
        aria-expanded={found.length > 0}
        aria-controls={listId}
        aria-activedescendant={found.length > 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(e) => {
          onText(e.target.value);
          setActive(0);
        }}
        onKeyDown={keyDown}
      />
      <ul id={listId} role="listbox" className="quick-results" aria-label={listLabel} hidden={found.length === 0}>
        {found.map((item, i) => (
          <li
            key={keyOf(item)}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(item);
            }}
          >
            {display(item)}
          </li>
        ))}
      </ul>
    </span>
  );
}
