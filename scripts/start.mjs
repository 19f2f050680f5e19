// `npm start` on a machine without dependencies says what to do instead of installing by surprise.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
if (!existsSync(resolve(root, 'node_modules/tsx'))) {
  console.error('Dependencies are not installed yet. Run `npm ci` once (about 90 s), then `npm start`.');
  process.exit(1);
}
const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/start.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
