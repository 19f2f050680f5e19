import { describe, expect, it } from 'vitest';
import { parseFilter, printFilter } from '@/filters';
import { editQuery, joinQuery, readQuery, replaceUnit, splitQuery } from './query-parts';

const printUnits = (text: string) => readQuery(text)?.units.map((u) => printFilter(u));

describe('splitQuery', () => {
  it.each<[string, boolean, 'and' | 'or' | undefined, string[]]>([
    ['', false, undefined, []],
    ['done = false', true, undefined, []],
    ['priority >= 3', false, undefined, ['priority >= 3']],
    ['done = false && priority >= 3', true, undefined, ['priority >= 3']],
    ['priority >= 3 && done = false && labels in 2', true, 'and', ['priority >= 3', 'labels in 2']],
    ['priority >= 3 || labels in 2', false, 'or', ['priority >= 3', 'labels in 2']],
    ['done = false && (priority >= 3 || labels in 2)', true, 'or', ['priority >= 3', 'labels in 2']],
    ['done = false || priority >= 3', false, 'or', ['done = false', 'priority >= 3']],
    [
      'dueDate >= 2024-01-01 && dueDate < 2024-02-01',
      false,
      undefined,
      ['dueDate >= 2024-01-01 && dueDate < 2024-02-01'],
    ],
    [
      'dueDate >= now/d && labels in 2 && dueDate < now+1d/d',
      false,
      'and',
      ['dueDate >= now/d && dueDate < now+1d/d', 'labels in 2'],
    ],
    [
      'dueDate >= now && dueDate >= now-1d && dueDate < now+1d',
      false,
      'and',
      ['dueDate >= now', 'dueDate >= now-1d', 'dueDate < now+1d'],
    ],
    [
      'labels in 2 || (dueDate >= now/d && dueDate < now+1d/d)',
      false,
      'or',
      ['labels in 2', 'dueDate >= now/d && dueDate < now+1d/d'],
    ],
    ['(priority = 1 || priority = 2) && labels in 2', false, 'and', ['priority = 1 || priority = 2', 'labels in 2']],
  ])('%j', (text, hideDone, joiner, units) => {
    const parts = splitQuery(parseFilter(text));
    expect(parts.hideDone).toBe(hideDone);
    expect(parts.joiner).toBe(joiner);
    expect(printUnits(text)).toEqual(units);
  });
});

describe('joinQuery after splitQuery', () => {
  it.each([
    ['', ''],
    ['done = false', 'done = false'],
    ['DONE=false&&priority>=3', 'done = false && priority >= 3'],
    ['priority >= 3 && done = false && labels in 2', 'done = false && priority >= 3 && labels in 2'],
    ['done = false && (priority >= 3 || labels in 2)', 'done = false && (priority >= 3 || labels in 2)'],
    ['(priority >= 3 || labels in 2) && done = false', 'done = false && (priority >= 3 || labels in 2)'],
    ['dueDate >= now/d && labels in 2 && dueDate < now+1d/d', 'dueDate >= now/d && dueDate < now+1d/d && labels in 2'],
    [
      'labels in 2 || (dueDate >= now/d && dueDate < now+1d/d)',
      'labels in 2 || (dueDate >= now/d && dueDate < now+1d/d)',
    ],
    ['done = false && done = false && priority = 1', 'done = false && priority = 1'],
    ['priority = 1 || priority = 2 && labels in 3', 'priority = 1 || (priority = 2 && labels in 3)'],
  ])('%j → %j, a fixed point', (text, expected) => {
    const printed = printFilter(joinQuery(splitQuery(parseFilter(text))));
    expect(printed).toBe(expected);
    expect(printFilter(joinQuery(splitQuery(parseFilter(printed))))).toBe(printed);
  });
});

describe('editQuery and replaceUnit', () => {
  it('leaves text that does not parse untouched', () => {
    expect(editQuery('priority >=', (p) => ({ ...p, hideDone: true }))).toBe('priority >=');
  });

  it.each<[string, number, string | undefined, 'and' | 'or', string]>([
    ['', -1, 'priority >= 3', 'or', 'priority >= 3'],
    ['labels in 2', -1, 'priority >= 3', 'or', 'labels in 2 || priority >= 3'],
    ['labels in 2', -1, 'priority >= 3', 'and', 'labels in 2 && priority >= 3'],
    ['labels in 2 && project = 1', -1, 'priority >= 3', 'or', 'labels in 2 && project = 1 && priority >= 3'],
    ['labels in 2 || priority >= 3', 1, undefined, 'and', 'labels in 2'],
    [
      'done = false && (labels in 2 || priority >= 3)',
      1,
      'priority >= 4',
      'and',
      'done = false && (labels in 2 || priority >= 4)',
    ],
  ])('%j: unit %i → %j (joiner %s) gives %j', (text, index, unit, joiner, expected) => {
    const parts = readQuery(text);
    if (!parts) throw new Error('test text must parse');
    const expr = unit === undefined ? undefined : parseFilter(unit);
    const next = replaceUnit(parts, index, expr?.type === 'empty' ? undefined : expr, joiner);
    expect(printFilter(joinQuery(next))).toBe(expected);
  });
});
