import { describe, expect, it } from 'vitest';
import type { Label, Project } from '@/api/types';
import { checkFilter, filterForServer } from './filter-text';

const labels = [
  { id: 7, title: 'Errands' },
  { id: 9, title: 'Work stuff' },
] as Label[];
const projects = [
  { id: 3, title: 'Home' },
  { id: -2, title: 'Home' },
] as Project[];

describe('checkFilter', () => {
  it.each([
    ['', true],
    ['done = false', true],
    ['done = false && priority >= 3', true],
    ['dueDate < now+7d', true],
  ])('%j is valid', (text, ok) => expect(checkFilter(text).ok).toBe(ok));

  it.each([
    ['dne = false', 4016],
    ['done ~ false', 4017],
    ['done = false &&', 4018],
    ['dueDate < tomorrowish', 4019],
  ])('%j fails with %s', (text, code) => expect(checkFilter(text)).toMatchObject({ ok: false, code }));
});

describe('filterForServer', () => {
  it.each([
    ['', ''],
    ['done = false', 'done = false'],
    ['labels in Errands', 'labels in 7'],
    ['labels in errands, "Work stuff"', 'labels in 7, 9'],
    ['project = Home && done = false', 'project = 3 && done = false'],
    ['labels in Unknown', 'labels in Unknown'],
    ['assignees in anna', 'assignees in anna'],
  ])('%j → %j', (text, expected) => expect(filterForServer(text, labels, projects)).toBe(expected));
});
