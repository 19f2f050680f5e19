import fs from 'node:fs';
import path from 'node:path';
import type { CompatMode, ServerOptions } from './options.ts';

const COMPAT: readonly CompatMode[] = ['2', '1', '0.24'];

function compat(v: string | undefined): CompatMode | undefined {
  if (v === undefined) return undefined;
  const normalised = v.replace(/^v/, '').replace(/^0\.24(\.\d+)?$/, '0.24').replace(/^([12])(\.\d+)*$/, '$1');
  if (!(COMPAT as readonly string[]).includes(normalised)) throw new Error(`--compat must be one of ${COMPAT.join(', ')}`);
  return normalised as CompatMode;
}

function flags(argv: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) out.set(key, inline);
    else if (next !== undefined && !next.startsWith('--')) out.set(key, (i++, next));
    else out.set(key, 'true');
  }
  return out;
}

/** Options from a JSON file (any ServerOptions keys), then the environment, then flags. */
export function parseCli(argv: string[], env: NodeJS.ProcessEnv): Partial<ServerOptions> {
  const f = flags(argv);
  const configPath = f.get('config') ?? env.VIKUNJA_CONFIG;
  const fromFile: Partial<ServerOptions> = configPath
    ? (JSON.parse(fs.readFileSync(path.resolve(configPath), 'utf8')) as Partial<ServerOptions>)
    : {};
  const pick = (flag: string, envName: string): string | undefined => f.get(flag) ?? env[envName];
  const port = pick('port', 'VIKUNJA_PORT');
  const data = pick('data', 'VIKUNJA_DATA');
  const web = pick('web', 'VIKUNJA_WEB');
  const demo = pick('demo', 'VIKUNJA_DEMO');
  return {
    ...fromFile,
    ...(port !== undefined ? { port: Number(port) } : {}),
    ...(pick('host', 'VIKUNJA_HOST') !== undefined ? { host: pick('host', 'VIKUNJA_HOST') } : {}),
    ...(data !== undefined ? { data: data === ':memory:' ? data : path.resolve(data) } : {}),
    ...(web !== undefined ? { web: path.resolve(web) } : {}),
    ...(compat(pick('compat', 'VIKUNJA_COMPAT')) ? { compat: compat(pick('compat', 'VIKUNJA_COMPAT')) } : {}),
    ...(pick('testing-token', 'VIKUNJA_TESTING_TOKEN') ? { testingToken: pick('testing-token', 'VIKUNJA_TESTING_TOKEN') } : {}),
    ...(demo !== undefined ? { seedDemo: demo === 'true' || demo === '1' } : {}),
  };
}
