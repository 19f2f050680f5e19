import { describe, expect, it } from 'vitest';
import { MAX_AGE_MS } from '@/queries/kept-age';
import {
  FIRST_PAINT_LIMITS,
  isFirstPaintPath,
  keepEntry,
  parseEntries,
  pickEntry,
  type FirstPaintEntry,
} from './first-paint-entries';

const NOW = 1_800_000_000_000;
const entry = (over: Partial<FirstPaintEntry> = {}): FirstPaintEntry => ({
  owner: 'https://a.example/api/v1#user:1',
  path: '/projects/1/2',
  build: '/assets/index-abc.js',
  savedAt: NOW - 1_000,
  html: '<main>tasks</main>',
  sheets: ['/assets/index.css'],
  theme: null,
  rows: 3,
  ...over,
});

describe('isFirstPaintPath', () => {
  it.each([
    ['/', true],
    ['/projects/1/2', true],
    ['/projects/12/345/', true],
    ['/projects/1', false],
    ['/projects/1/settings/edit', false],
    ['/tasks/5', false],
    ['/share/abc/auth', false],
    ['/login', false],
    ['/user/settings/general', false],
  ])('%s → %s', (path, expected) => expect(isFirstPaintPath(path)).toBe(expected));
});

describe('parseEntries', () => {
  const good = entry();
  it.each<[string, string | null, FirstPaintEntry[], boolean]>([
    ['nothing kept', null, [], false],
    ['a kept list', JSON.stringify([good]), [good], false],
    ['not JSON', '{oops', [], true],
    ['not a list', JSON.stringify({ html: '<b>' }), [], true],
    ['a member of the wrong shape', JSON.stringify([good, { owner: 1 }]), [good], true],
    ['a bad theme', JSON.stringify([{ ...good, theme: 'neon' }]), [], true],
    [
      'an oversized picture',
      JSON.stringify([{ ...good, html: 'x'.repeat(FIRST_PAINT_LIMITS.entryChars + 1) }]),
      [],
      true,
    ],
    ['an oversized value', 'x'.repeat(FIRST_PAINT_LIMITS.totalChars * 2), [], true],
  ])('%s', (_name, raw, entries, broken) => expect(parseEntries(raw)).toEqual({ entries, broken }));
});

describe('pickEntry', () => {
  const wanted = { owner: entry().owner, path: entry().path, build: entry().build, now: NOW };
  it.each<[string, Partial<FirstPaintEntry>, boolean]>([
    ['this account, address and build', {}, true],
    ['another account on the server', { owner: 'https://a.example/api/v1#user:2' }, false],
    ['the same account id on another server', { owner: 'https://b.example/api/v1#user:1' }, false],
    ['another address', { path: '/projects/1/3' }, false],
    ['the same address with another query', { path: '/projects/1/2?filter=done' }, false],
    ['another build', { build: '/assets/index-new.js' }, false],
    ['as old as the kept cache may be', { savedAt: NOW - MAX_AGE_MS }, true],
    ['older than the kept cache may be', { savedAt: NOW - MAX_AGE_MS - 1 }, false],
    ['from the future (a clock moved back)', { savedAt: NOW + 60_000 }, false],
  ])('%s → %s', (_name, over, shown) => expect(pickEntry([entry(over)], wanted) !== null).toBe(shown));
});

describe('keepEntry', () => {
  const at = (path: string, savedAt = NOW, over: Partial<FirstPaintEntry> = {}) => entry({ path, savedAt, ...over });
  it.each<[string, FirstPaintEntry[], FirstPaintEntry, string[]]>([
    ['the first picture', [], at('/'), ['/']],
    [
      'a newer picture of the same address replaces it',
      [at('/', 1), at('/projects/1/2', 1)],
      at('/'),
      ['/', '/projects/1/2'],
    ],
    [
      'the oldest goes beyond the count',
      [at('/projects/1/1'), at('/projects/1/2'), at('/projects/1/3'), at('/projects/1/4')],
      at('/'),
      ['/', '/projects/1/1', '/projects/1/2', '/projects/1/3'],
    ],
    ['another account’s pictures go', [at('/projects/1/1', NOW, { owner: 'x#user:2' })], at('/'), ['/']],
    [
      'an oversized picture is not kept, and its address’s older one goes',
      [at('/'), at('/projects/1/1')],
      at('/', NOW, { html: 'x'.repeat(FIRST_PAINT_LIMITS.entryChars + 1) }),
      ['/projects/1/1'],
    ],
    [
      'the oldest go beyond the size',
      [
        at('/projects/1/1', NOW, { html: 'x'.repeat(240_000) }),
        at('/projects/1/2', NOW, { html: 'x'.repeat(240_000) }),
      ],
      at('/', NOW, { html: 'x'.repeat(240_000) }),
      ['/', '/projects/1/1'],
    ],
  ])('%s', (_name, kept, taken, paths) => expect(keepEntry(kept, taken).map((e) => e.path)).toEqual(paths));
});
