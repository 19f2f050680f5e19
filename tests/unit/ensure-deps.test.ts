import { mkdirSync, mkdtempSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependencyState, lockHash } from '../../scripts/ensure-deps.mjs';
import { findChromium, findFirefox } from '../../scripts/ensure-chromium.mjs';

/** A checkout with a lock file and, as asked, an installed node_modules and a stamp. */
function checkout(o: {
  installed?: boolean;
  stamp?: 'match' | 'other';
  link?: boolean;
  npmRecordOlder?: boolean;
}): string {
  const dir = mkdtempSync(join(tmpdir(), 'vk-deps-'));
  writeFileSync(join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
  if (!o.installed) return dir;
  const modules = o.link ? mkdtempSync(join(tmpdir(), 'vk-shared-modules-')) : join(dir, 'node_modules');
  mkdirSync(modules, { recursive: true });
  if (o.link) symlinkSync(modules, join(dir, 'node_modules'));
  writeFileSync(join(modules, '.package-lock.json'), '{}');
  if (o.npmRecordOlder) utimesSync(join(modules, '.package-lock.json'), new Date(2000, 0, 1), new Date(2000, 0, 1));
  if (o.stamp) writeFileSync(join(modules, '.vikunja-browser-lock-hash'), o.stamp === 'match' ? lockHash(dir) : 'f00');
  return dir;
}

describe('dependencyState', () => {
  const cases: Array<[string, Parameters<typeof checkout>[0], ReturnType<typeof dependencyState>]> = [
    ['nothing installed', {}, 'missing'],
    ['the stamp matches the lock', { installed: true, stamp: 'match' }, 'fresh'],
    ['the lock changed since the stamp', { installed: true, stamp: 'other' }, 'stale'],
    ['no stamp, npm installed after the lock was written', { installed: true }, 'fresh'],
    ['no stamp, the lock is newer than the install', { installed: true, npmRecordOlder: true }, 'stale'],
    ["a link to another checkout's modules that differ", { installed: true, link: true, stamp: 'other' }, 'shared'],
    ["a link to another checkout's modules that match", { installed: true, link: true, stamp: 'match' }, 'fresh'],
  ];
  it.each(cases)('%s', (_name, setup, expected) => {
    expect(dependencyState(checkout(setup))).toBe(expected);
  });

  it('writes the stamp once it finds an install that predates stamps', () => {
    const dir = checkout({ installed: true });
    expect(dependencyState(dir)).toBe('fresh');
    writeFileSync(join(dir, 'package-lock.json'), '{"lockfileVersion":3,"changed":true}');
    expect(dependencyState(dir)).toBe('stale');
  });
});

describe('findChromium', () => {
  const cases: Array<[string, Record<string, string>, string[], string | null]> = [
    ["Debian's", {}, ['/usr/bin/chromium'], '/usr/bin/chromium'],
    [
      'CHROMIUM_PATH first',
      { CHROMIUM_PATH: '/opt/c/chrome' },
      ['/opt/c/chrome', '/usr/bin/chromium'],
      '/opt/c/chrome',
    ],
    ['a CHROMIUM_PATH that is not there', { CHROMIUM_PATH: '/opt/c/chrome' }, ['/usr/bin/chromium'], null],
    ['none', {}, [], null],
  ];
  it.each(cases)('%s', (_name, env, present, expected) => {
    expect(findChromium(env, (p) => present.includes(p))).toBe(expected);
  });
});

describe('findFirefox', () => {
  const cases: Array<[string, Record<string, string>, string[], string | null]> = [
    ["Debian's", {}, ['/usr/bin/firefox-esr'], '/usr/bin/firefox-esr'],
    [
      'FIREFOX_PATH first',
      { FIREFOX_PATH: '/opt/ff/firefox' },
      ['/opt/ff/firefox', '/usr/bin/firefox-esr'],
      '/opt/ff/firefox',
    ],
    ['a FIREFOX_PATH that is not there', { FIREFOX_PATH: '/opt/ff/firefox' }, ['/usr/bin/firefox-esr'], null],
    ['a Chromium is no Firefox', {}, ['/usr/bin/chromium'], null],
  ];
  it.each(cases)('%s', (_name, env, present, expected) => {
    expect(findFirefox(env, (p) => present.includes(p))).toBe(expected);
  });
});
