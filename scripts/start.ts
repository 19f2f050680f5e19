/**
 * `npm start`: builds the web app when it is missing, starts the local Vikunja-compatible server
 * with it on http://localhost:3456, and creates a demo account on the first run.
 * `npm start -- --vikunja https://vikunja.example.com` serves the web app against that server instead,
 * through a same-origin proxy, storing nothing here.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_USER, ensureDemoAccount } from '../server/src/demo.ts';
import { startServer } from '../server/src/server.ts';
import { findApi } from './find-api.ts';
import { startWebProxy } from './web-proxy.ts';

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

/** The value of `--vikunja URL` or `--vikunja=URL`, if given. */
function vikunjaFlag(argv: string[]): string | undefined {
  const at = argv.findIndex((a) => a === '--vikunja' || a.startsWith('--vikunja='));
  if (at < 0) return undefined;
  const value = argv[at]?.includes('=') ? argv[at]?.slice('--vikunja='.length) : argv[at + 1];
  if (!value || value.startsWith('--'))
    throw new Error(
      '--vikunja needs the address of a Vikunja server, for example --vikunja https://vikunja.example.com',
    );
  return value;
}

const remote = vikunjaFlag(process.argv.slice(2));
if (remote) {
  const { api, version } = await findApi(remote);
  const proxy = await startWebProxy({ upstream: api, web: webDir, port, host: '127.0.0.1' });
  const url = `http://localhost:${proxy.port}`;
  console.log(`\nVikunja ${version} at ${api}, in this web app at ${url}`);
  console.log('Sign in with your account there; requests go to that server through this one, nothing is kept here.');
  console.log('Press Ctrl+C to stop.');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void proxy.close().then(() => process.exit(0));
    });
  }
} else {
  await startLocal();
}

async function startLocal(): Promise<void> {
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
}
