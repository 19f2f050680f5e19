// `npm start`: installs the dependencies when they are missing or stale (saying so), then runs start.ts.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';

const root = resolve(import.meta.dirname, '..');
ensureDependencies(root);
const child = spawn(
  process.execPath,
  ['--import', 'tsx', resolve(root, 'scripts/start.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
