import { format, isValid, parse } from 'date-fns';

const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** An ISO date as the value of a datetime-local input, in the browser's time zone; '' when unset. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return isValid(date) ? format(date, INPUT_FORMAT) : '';
}

/** A datetime-local input value back to ISO (UTC); null when cleared or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = parse(value, INPUT_FORMAT, new Date());
  return isValid(date) ? date.toISOString() : null;
}
