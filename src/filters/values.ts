import type { FilterValue } from './ast.ts';
import { isDateValue } from './date-math.ts';
import { FILTER_ERROR, fail } from './errors.ts';
import type { FilterComparator, FilterFieldInfo } from './fields.ts';
import type { FilterToken } from './tokenize.ts';

// `+ 0` below turns -0 into 0, which prints the same and so must parse the same.
const INTEGER = /^-?\d{1,15}$/;
// Six decimals at most so String(n) never switches to exponent form and printing round-trips.
const PERCENT = /^\d{1,3}(\.\d{1,6})?$/;

/** Reads one value token the way `field` with `comparator` needs it; throws FilterSyntaxError 4019. */
export function readValue(field: FilterFieldInfo, comparator: FilterComparator, token: FilterToken): FilterValue {
  const text = token.text;
  const bad = (why: string): never => fail(FILTER_ERROR.invalidValue, token.start, `${field.name}: ${why}`);
  if (text.trim() === '') return bad('empty value');
  if (comparator === 'like') return { type: 'text', value: text };
  switch (field.kind) {
    case 'boolean': {
      const lower = text.toLowerCase();
      if (lower !== 'true' && lower !== 'false') return bad(`"${text}" is not true or false`);
      return { type: 'bool', value: lower === 'true' };
    }
    case 'number':
      if (!INTEGER.test(text)) return bad(`"${text}" is not a whole number`);
      return { type: 'number', value: Number(text) + 0 };
    case 'percent':
      if (!PERCENT.test(text) || Number(text) > 100) return bad(`"${text}" is not a percentage from 0 to 100`);
      return { type: 'number', value: Number(text) + 0 };
    case 'date':
    case 'dates':
      if (!isDateValue(text.trim())) return bad(`"${text}" is not a date (ISO or now±N unit)`);
      return { type: 'date', value: text.trim() };
    case 'refs':
    case 'ref':
      // A bare integer is an id; quote it ("42") to mean a label, user or project called 42.
      if (token.kind === 'word' && INTEGER.test(text)) return { type: 'number', value: Number(text) + 0 };
      return { type: 'text', value: text };
  }
}
