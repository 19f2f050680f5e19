import type { FilterExpr, FilterValue } from '../ast.ts';
import { describeFilterFields } from '../fields.ts';
import { picker } from '@/lib/prng';

const DATES = [
  'now',
  'now/d',
  'now+7d',
  'now-1w/w',
  'NOW+1M/M',
  'now-36h',
  'now+1y/y',
  '2024-01-31',
  '2024-02-29T10:00',
  '2024-01-31T10:00:00Z',
  '2023-12-31T23:59:59.999+02:00',
  '2024-06-01 08:30',
  'now+10m/h',
  'now-3H',
];
const TEXTS = [
  'bug',
  'in',
  'not',
  'like',
  'true',
  '42',
  '-7',
  'two words',
  'quote"d',
  "it's",
  'back\\slash',
  'ünïcödé',
  'a&&b',
  'x||y',
  '(paren)',
  'a,b',
  'now',
  "'; DROP TABLE tasks; --",
  '%wild_card%',
  'tab\there',
  ' lead',
  'ç=ç',
];

/** A random, valid, canonical AST (junctions have 2+ operands), for print/parse round-trip properties. */
export function randomAst(random: () => number, depth = 0): FilterExpr {
  const { int, pick } = picker(random);
  if (depth < 3 && random() < 0.35) {
    const operands = Array.from({ length: 2 + int(3) }, () => randomAst(random, depth + 1));
    return { type: random() < 0.5 ? 'and' : 'or', operands };
  }
  const field = pick(describeFilterFields);
  const comparator = pick(field.comparators);
  const count = comparator === 'in' || comparator === 'not in' || comparator === '?=' ? 1 + int(3) : 1;
  const values = Array.from({ length: count }, (): FilterValue => {
    if (comparator === 'like') return { type: 'text', value: pick(TEXTS) };
    switch (field.kind) {
      case 'boolean':
        return { type: 'bool', value: random() < 0.5 };
      case 'number':
        return { type: 'number', value: int(11) - 2 };
      case 'percent':
        return { type: 'number', value: random() < 0.5 ? int(101) : Math.round(random() * 100_000) / 1000 };
      case 'date':
      case 'dates':
        return { type: 'date', value: pick(DATES) };
      case 'ref':
      case 'refs':
        return random() < 0.5 ? { type: 'number', value: int(50) } : { type: 'text', value: pick(TEXTS) };
    }
  });
  return { type: 'condition', field: field.name, comparator, values };
}

export const SAMPLE_TEXTS = TEXTS;
export const SAMPLE_DATES = DATES;
