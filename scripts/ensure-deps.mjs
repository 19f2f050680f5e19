// Installs the dependencies when they are missing or stale, saying so: `npm start` and `npm test` work
// on a fresh clone. Plain Node, no dependencies: it runs before there are any.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const STAMP = 'node_modules/.vikunja-browser-lock-hash';

/** sha256 of package-lock.json: the stamp written into node_modules after an install. */
export function lockHash(dir = root) {
  return createHash('sha256')
    .update(readFileSync(resolve(dir, 'package-lock.json')))
    .digest('hex');
}

/**
 * What to do about node_modules: 'fresh', 'missing', 'stale' (the lock changed since the stamp), or
 * 'shared' (a link to another checkout's node_modules, which this one must not reinstall).
 */
export function dependencyState(dir = root) {
  const modules = resolve(dir, 'node_modules');
  if (!existsSync(modules) || !existsSync(resolve(modules, '.package-lock.json'))) return 'missing';
  const stampPath = resolve(dir, STAMP);
  const hash = lockHash(dir);
  if (existsSync(stampPath)) {
    if (readFileSync(stampPath, 'utf8').trim() === hash) return 'fresh';
    return lstatSync(modules).isSymbolicLink() ? 'shared' : 'stale';
  }
  // Installed before stamps existed: npm's own record is newer than the lock when it matched it.
  if (statSync(resolve(modules, '.package-lock.json')).mtimeMs >= statSync(resolve(dir, 'package-lock.json')).mtimeMs) {
    if (!lstatSync(modules).isSymbolicLink()) writeFileSync(stampPath, `${hash}\n`);
    return 'fresh';
  }
  return lstatSync(modules).isSymbolicLink() ? 'shared' : 'stale';
}

/** Runs `npm ci` when needed; returns whether it installed. */
export function ensureDependencies(dir = root) {
  const state = dependencyState(dir);
  if (state === 'fresh') return false;
  if (state === 'shared') {
    console.warn(
      'node_modules is a link to another checkout and package-lock.json differs from what it holds; not reinstalling it.',
    );
    return false;
  }
  console.log(
    state === 'missing'
      ? 'Installing the dependencies (first run, about 90 s: npm ci)…'
      : 'Reinstalling the dependencies: package-lock.json changed since the last install (npm ci)…',
  );
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' },
  });
  writeFileSync(resolve(dir, STAMP), `${lockHash(dir)}\n`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureDependencies();
