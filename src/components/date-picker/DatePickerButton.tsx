import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '@/components/use-dismiss';
import { atTimeOf } from './keep-time';
import { useWeekStart } from './use-week-start';
import './date-picker.css';

// Only needed once a picker opens: the calendar and its styles stay out of the initial bundle.
const Calendar = lazy(() => import('./Calendar'));

interface Props {
  /** The field's visible name ("Due", "From"), read out as "Pick a date for …". */
  field: string;
  /** The field's current value; the calendar opens on its month, and its time of day is kept. */
  value: Date | null;
  /** The picked day at the current value's time of day (noon without one). */
  onPick: (date: Date) => void;
}

/**
 * A calendar button beside a date input (both inside a `.date-input-row`, which places the popover): opens
 * a month in the user's week order and language; Escape or a press outside closes it, and picking a day or
 * Escape returns focus to the button.
 */
export function DatePickerButton({ field, value, onPick }: Props) {
  const { t } = useTranslation();
  const weekStart = useWeekStart();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const valid = value && !Number.isNaN(value.getTime()) ? value : null;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);
  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    // Only the calendar closes, not a dialog around it (the task detail).
    event.preventDefault();
    event.stopPropagation();
    closeToButton();
  }

  return (
    <div className="date-picker" ref={root}>
      {/* Named by its content, not aria-label, so that the field's own label stays the only one saying its name. */}
      <button
        ref={button}
        type="button"
        className="btn btn-icon date-picker-toggle"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
        >
          <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" />
          <path d="M1.5 6h13M5 1v3M11 1v3" />
        </svg>
        <span className="visually-hidden">{t('datePicker.open', { field })}</span>
      </button>
      {open && (
        <div
          id={popoverId}
          className="date-picker-popover"
          role="dialog"
          aria-label={t('datePicker.dialog', { field })}
          onKeyDown={onKeyDown}
        >
          <Suspense fallback={<p className="muted">{t('datePicker.loading')}</p>}>
            <Calendar
              selected={valid}
              weekStart={weekStart}
              onSelect={(day) => {
                onPick(atTimeOf(day, valid));
                closeToButton();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
