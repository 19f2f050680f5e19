import fs from 'node:fs';
import path from 'node:path';
import type { CompatMode, OAuthMigratorConfig, ServerOptions } from './options.ts';
import { parseOpenIdProviders } from './auth/oidc-config.ts';

const COMPAT: readonly CompatMode[] = ['2', '1', '0.24'];

function compat(v: string | undefined): CompatMode | undefined {
  if (v === undefined) return undefined;
  const normalised = v
    .replace(/^v/, '')
    .replace(/^0\.24(\.\d+)?$/, '0.24')
    .replace(/^([12])(\.\d+)*$/, '$1');
  if (!(COMPAT as readonly string[]).includes(normalised))
    throw new Error(`--compat must be one of ${COMPAT.join(', ')}`);
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

/**
 * An OAuth importer from Vikunja's own variables (`VIKUNJA_MIGRATION_TODOIST_ENABLE`, `…_CLIENTID`,
 * `…_CLIENTSECRET`, `…_REDIRECTURL`; Trello's client id is `…_KEY`), over the config file's settings.
 */
function migratorEnv(
  env: NodeJS.ProcessEnv,
  service: string,
  fromFile: Partial<OAuthMigratorConfig> | undefined,
): Partial<OAuthMigratorConfig> | undefined {
  const v = (name: string): string | undefined => env[`VIKUNJA_MIGRATION_${service}_${name}`];
  const found: Partial<OAuthMigratorConfig> = {
    ...(v('ENABLE') !== undefined ? { enable: v('ENABLE') === 'true' || v('ENABLE') === '1' } : {}),
    ...((v('CLIENTID') ?? v('KEY')) !== undefined ? { clientId: v('CLIENTID') ?? v('KEY') } : {}),
    ...(v('CLIENTSECRET') !== undefined ? { clientSecret: v('CLIENTSECRET') } : {}),
    ...(v('REDIRECTURL') !== undefined ? { redirectUrl: v('REDIRECTURL') } : {}),
  };
  return Object.keys(found).length ? { ...fromFile, ...found } : undefined;
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
  // OpenID providers: a JSON list (or object keyed by provider key) in the config file or this option.
  const openid = pick('openid-providers', 'VIKUNJA_OPENID_PROVIDERS');
  const openidProviders: unknown = openid !== undefined ? JSON.parse(openid) : fromFile.openidProviders;
  const todoist = migratorEnv(env, 'TODOIST', fromFile.migrationTodoist);
  const trello = migratorEnv(env, 'TRELLO', fromFile.migrationTrello);
  const microsoftTodo = migratorEnv(env, 'MICROSOFTTODO', fromFile.migrationMicrosoftTodo);
  return {
    ...fromFile,
    ...(port !== undefined ? { port: Number(port) } : {}),
    ...(pick('host', 'VIKUNJA_HOST') !== undefined ? { host: pick('host', 'VIKUNJA_HOST') } : {}),
    ...(data !== undefined ? { data: data === ':memory:' ? data : path.resolve(data) } : {}),
    ...(web !== undefined ? { web: path.resolve(web) } : {}),
    ...(compat(pick('compat', 'VIKUNJA_COMPAT')) ? { compat: compat(pick('compat', 'VIKUNJA_COMPAT')) } : {}),
    ...(pick('testing-token', 'VIKUNJA_TESTING_TOKEN')
      ? { testingToken: pick('testing-token', 'VIKUNJA_TESTING_TOKEN') }
      : {}),
    ...(demo !== undefined ? { seedDemo: demo === 'true' || demo === '1' } : {}),
    // Partial on purpose: resolveOptions fills the fields not given.
    ...(todoist ? { migrationTodoist: todoist as OAuthMigratorConfig } : {}),
    ...(trello ? { migrationTrello: trello as OAuthMigratorConfig } : {}),
    ...(microsoftTodo ? { migrationMicrosoftTodo: microsoftTodo as OAuthMigratorConfig } : {}),
    ...(openidProviders !== undefined ? { openidProviders: parseOpenIdProviders(openidProviders) } : {}),
  };
}
