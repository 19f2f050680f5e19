/**
 * `npm start`: builds the web app when it is missing, starts the local Vikunja-compatible server
 * with it on http://localhost:3456, and creates a demo account on the first run.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_USER, ensureDemoAccount } from '../server/src/demo.ts';
import { startServer } from '../server/src/server.ts';

const root = resolve(import.meta.dirname, '..');
const webDir = resolve(root, 'dist/web');
const port = Number(process.env.PORT ?? process.env.VIKUNJA_PORT ?? 3456);

/** Newest modification time under a directory (the web app's sources). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const builtAt = existsSync(resolve(webDir, 'index.html')) ? statSync(resolve(webDir, 'index.html')).mtimeMs : 0;
const sourcesAt = Math.max(...['src', 'web', 'locales'].map((d) => newest(resolve(root, d))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Rebuilding the web app (sources changed)…' : 'Building the web app (first run)…');
  execSync('npm run build:web', { cwd: root, stdio: 'inherit' });
}

const compat = process.env.VIKUNJA_COMPAT as '2' | '1' | '0.24' | undefined;
const server = await startServer({ port, host: '127.0.0.1', web: webDir, data: process.env.VIKUNJA_DATA, compat });
const created = ensureDemoAccount(server.state);
const url = `http://localhost:${server.port}`;
console.log(`\nVikunja is running at ${url}  (API: ${url}/api/v1)`);
console.log(created ? 'A demo account was created:' : 'Demo account:');
console.log(`  username: ${DEMO_USER.username}\n  password: ${DEMO_USER.password}\n`);
console.log('Press Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
