import { describe, expect, it } from 'vitest';
import type { Label, Project } from '@/api/types';
import { labelToken, searchFilter, searchPrefixes, splitSearchText } from './search-text';

const labels = [
  { id: 5, title: 'Urgent' },
  { id: 6, title: 'home' },
] as Label[];
const projects = [{ id: 3, title: 'Work' }] as Project[];

describe('splitSearchText', () => {
  it.each([
    ['vikunja', 'call *urgent', { text: 'call', labels: ['urgent'], project: null }],
    ['vikunja', '*urgent *home +Work mail', { text: 'mail', labels: ['urgent', 'home'], project: 'Work' }],
    ['vikunja', '@urgent', { text: '@urgent', labels: [], project: null }],
    ['todoist', '@urgent #Work x', { text: 'x', labels: ['urgent'], project: 'Work' }],
    ['todoist', '*urgent', { text: '*urgent', labels: [], project: null }],
    ['disabled', '*urgent', { text: '', labels: ['urgent'], project: null }],
    ['vikunja', '* plain', { text: '* plain', labels: [], project: null }],
    ['vikunja', '*"to do" +"Big project" now', { text: 'now', labels: ['to do'], project: 'Big project' }],
  ] as const)('%s: %s', (mode, query, expected) => {
    expect(splitSearchText(query, searchPrefixes(mode))).toEqual(expected);
  });
});

describe('searchFilter', () => {
  it.each([
    [{ text: 'x', labels: [], project: null }, null],
    [{ text: '', labels: ['urgent'], project: null }, 'labels in 5'],
    [{ text: '', labels: ['URGENT', 'home'], project: 'work' }, 'labels in 5, 6 && project = 3'],
    [{ text: '', labels: ['nope'], project: null }, 'labels in 0'],
    [{ text: '', labels: [], project: 'Elsewhere' }, 'project = 0'],
  ])('%#', (parts, expected) => expect(searchFilter(parts, labels, projects)).toBe(expected));
});

describe('labelToken', () => {
  it.each([
    ['vikunja', 'urgent', '*urgent '],
    ['todoist', 'urgent', '@urgent '],
    ['disabled', 'to do', '*"to do" '],
  ] as const)('%s: %s', (mode, title, expected) => {
    const token = labelToken(title, searchPrefixes(mode));
    expect(token).toBe(expected);
    expect(splitSearchText(token, searchPrefixes(mode)).labels).toEqual([title]);
  });
});
