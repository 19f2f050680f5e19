import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Which Vikunja release the server imitates; changes field names and a few routes. */
export type CompatMode = '2' | '1' | '0.24';

/** One OpenID Connect provider, configured as on a Vikunja server (`auth.openid.providers`). */
export interface OpenIdProviderConfig {
  /** The id in `/auth/openid/{key}`. */
  key: string;
  name: string;
  /** The issuer (Vikunja's `authurl`); its discovery document is `{authUrl}/.well-known/openid-configuration`. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  /** Default `openid email profile`. */
  scope?: string;
  logoutUrl?: string;
  /** How to authenticate at the token endpoint; default basic, unless the provider only offers post. */
  tokenAuthMethod?: 'client_secret_basic' | 'client_secret_post';
}

/**
 * An importer that pulls from another service after an OAuth authorisation (Vikunja's
 * `migration.todoist|trello|microsofttodo` settings). Off unless `enable` and a `clientId` are set.
 */
export interface OAuthMigratorConfig {
  enable: boolean;
  /** The OAuth client id (for Trello: the API key). */
  clientId: string;
  clientSecret: string;
  /** Where the service sends the browser back; default `<frontendUrl>migrate/<service>`. */
  redirectUrl: string;
}

export interface ServerOptions {
  port: number;
  host: string;
  /** Data directory, or ':memory:' for a throw-away database (files then go to a temp dir). */
  data: string;
  compat: CompatMode;
  testingToken: string;
  /** Directory of the web build to serve at `/`; skipped when it does not exist. */
  web: string;
  corsOrigins: string[];
  /** Lifetime of a user JWT. Default: 600 s in compat 2 (refresh cookie), 72 h otherwise. */
  jwtTtlSeconds: number;
  /** Lifetime of a `long_token` JWT in compat 1/0.24. */
  longJwtTtlSeconds: number;
  sessionIdleSeconds: number;
  longSessionIdleSeconds: number;
  /**
   * SameSite of the refresh cookie. 'release' (the default) does what 2.5 does: `Lax` over http,
   * `None` with `Secure` over https (by `frontendUrl`, else the request). 'None' is always sent with Secure.
   */
  refreshCookieSameSite: 'release' | 'Strict' | 'Lax' | 'None';
  /** Requests per client to the routes reached without a session (login, register, …) per period; 0 = off. */
  noAuthRateLimit: number;
  rateLimitPeriodSeconds: number;
  registration: boolean;
  totp: boolean;
  linkSharing: boolean;
  attachments: boolean;
  comments: boolean;
  caldav: boolean;
  demoMode: boolean;
  userDeletion: boolean;
  publicTeams: boolean;
  webhooks: boolean;
  /** Allow webhook targets beyond localhost (off: a local dev server should not call out). */
  webhooksAnyHost: boolean;
  emailReminders: boolean;
  /** New accounts confirm their email address (a mailed link) before they can sign in, as with a Vikunja that has a mailer. */
  emailConfirmation: boolean;
  motd: string;
  frontendUrl: string;
  imprintUrl: string;
  privacyPolicyUrl: string;
  openidProviders: OpenIdProviderConfig[];
  /** Maximum upload size, in Vikunja's notation (e.g. "20MB"). */
  maxFileSize: string;
  maxItemsPerPage: number;
  /** Seed the demo account on start. */
  seedDemo: boolean;
  migrationTodoist: OAuthMigratorConfig;
  migrationTrello: OAuthMigratorConfig;
  migrationMicrosoftTodo: OAuthMigratorConfig;
}

/** The option keys of the OAuth importers. */
export const OAUTH_MIGRATOR_OPTIONS = ['migrationTodoist', 'migrationTrello', 'migrationMicrosoftTodo'] as const;

const migratorOff = (): OAuthMigratorConfig => ({ enable: false, clientId: '', clientSecret: '', redirectUrl: '' });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function defaultOptions(): ServerOptions {
  return {
    port: 3456,
    host: '127.0.0.1',
    data: path.join(repoRoot, 'data'),
    compat: '2',
    testingToken: '',
    web: path.join(repoRoot, 'dist', 'web'),
    corsOrigins: [],
    jwtTtlSeconds: 0,
    longJwtTtlSeconds: 30 * 24 * 3600,
    sessionIdleSeconds: 72 * 3600,
    longSessionIdleSeconds: 30 * 24 * 3600,
    refreshCookieSameSite: 'release',
    noAuthRateLimit: 0,
    rateLimitPeriodSeconds: 60,
    registration: true,
    totp: true,
    linkSharing: true,
    attachments: true,
    comments: true,
    caldav: false,
    demoMode: false,
    userDeletion: true,
    publicTeams: false,
    webhooks: true,
    webhooksAnyHost: false,
    emailReminders: true,
    emailConfirmation: false,
    motd: '',
    frontendUrl: '',
    imprintUrl: '',
    privacyPolicyUrl: '',
    openidProviders: [],
    maxFileSize: '20MB',
    maxItemsPerPage: 50,
    seedDemo: false,
    migrationTodoist: migratorOff(),
    migrationTrello: migratorOff(),
    migrationMicrosoftTodo: migratorOff(),
  };
}

/** Merges partial options over the defaults and fills values that depend on others. */
export function resolveOptions(partial: Partial<ServerOptions>): ServerOptions {
  const merged: ServerOptions = { ...defaultOptions(), ...stripUndefined(partial) };
  if (!merged.jwtTtlSeconds) merged.jwtTtlSeconds = merged.compat === '2' ? 600 : 72 * 3600;
  // A config file may give only some fields of an importer.
  for (const k of OAUTH_MIGRATOR_OPTIONS)
    merged[k] = { ...migratorOff(), ...stripUndefined(Object(merged[k]) as Partial<OAuthMigratorConfig>) };
  return merged;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Parses "20MB"-style sizes into bytes. */
export function parseFileSize(size: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*([KMGT]?)B?$/i.exec(size.trim());
  if (!m) return 20 * 1024 * 1024;
  const units: Record<string, number> = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4 };
  return Math.floor(Number(m[1]) * (units[(m[2] ?? '').toUpperCase()] ?? 1));
}
