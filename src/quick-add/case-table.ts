import { at, WEEK, type QuickAddCase } from './case-kit';
import { textTable } from './text-table';
import type { QuickAddMode, Repeat } from './types';

const COLUMNS = [
  'input',
  'mode',
  'now',
  'text',
  'date',
  'labels',
  'project',
  'priority',
  'assignees',
  'repeats',
] as const;
type Column = (typeof COLUMNS)[number];
const MODES: readonly QuickAddMode[] = ['vikunja', 'todoist', 'disabled'];
const REPEAT_TYPES: readonly Repeat['type'][] = ['hours', 'days', 'weeks', 'months', 'years'];

/** `2025-06-21 12:00` → that local moment; a name from WEEK (`FRI`) → that day at 10:00. */
function moment(cell: string): Date {
  if (cell in WEEK) return WEEK[cell as keyof typeof WEEK];
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(cell);
  if (!m) throw new Error(`case table: "${cell}" is not YYYY-MM-DD HH:MM or a WEEK day`);
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  return at(year, month, day, hour, minute);
}

function repeat(cell: string): Repeat {
  const [amount, type] = cell.split(' ');
  if (!REPEAT_TYPES.includes(type as Repeat['type'])) throw new Error(`case table: bad repeat "${cell}"`);
  return { type: type as Repeat['type'], amount: Number(amount) };
}

function setCell(row: QuickAddCase, column: Column, cell: string): void {
  switch (column) {
    case 'input':
    case 'text':
      row[column] = cell;
      return;
    case 'project':
      row.project = cell;
      return;
    case 'mode':
      if (!MODES.includes(cell as QuickAddMode)) throw new Error(`case table: bad mode "${cell}"`);
      row.mode = cell as QuickAddMode;
      return;
    case 'now':
    case 'date':
      row[column] = moment(cell);
      return;
    case 'labels':
    case 'assignees':
      row[column] = cell.split(',').map((name) => name.trim());
      return;
    case 'priority':
      row.priority = Number(cell);
      return;
    case 'repeats':
      row.repeats = repeat(cell);
      return;
  }
}

/**
 * Parser cases written as a text table (see textTable): the header names fields of QuickAddCase, and an
 * empty cell leaves that field out (its default applies). Lists are comma-separated; `now` and `date` are
 * `YYYY-MM-DD HH:MM` (local) or, for `now`, a WEEK day; `repeats` is `<amount> <type>`. An unknown column or
 * a cell that does not parse throws.
 */
export function caseTable(strings: TemplateStringsArray): QuickAddCase[] {
  const rows = textTable(strings);
  const columns = Object.keys(rows[0] ?? {});
  for (const name of columns) {
    if (!COLUMNS.includes(name as Column)) throw new Error(`case table: unknown column "${name}"`);
  }
  if (rows.length > 0 && !(columns.includes('input') && columns.includes('text'))) {
    throw new Error('case table: every row needs an input and a text');
  }
  return rows.map((cells) => {
    const row: QuickAddCase = { input: '', text: '' };
    for (const name of columns) {
      const cell = cells[name] ?? '';
      if (cell !== '') setCell(row, name as Column, cell);
    }
    return row;
  });
}
