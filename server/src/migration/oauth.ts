import crypto from 'node:crypto';
import type { OAuthMigratorConfig, ServerOptions } from '../options.ts';

/** An importer authorised at another service; this server never calls the service itself. */
export interface OAuthMigrator {
  /** The name in `/migration/{name}/…` and in /info `available_migrators`. */
  name: 'todoist' | 'trello' | 'microsoft-todo';
  title: string;
  option: 'migrationTodoist' | 'migrationTrello' | 'migrationMicrosoftTodo';
  /** The service's API host a real server would call with the code. */
  apiHost: string;
  authUrl(config: OAuthMigratorConfig, redirectUrl: string): string;
}

const url = (base: string, params: Record<string, string>): string =>
  `${base}?${new URLSearchParams(params).toString()}`;

export const OAUTH_MIGRATORS: readonly OAuthMigrator[] = [
  {
    name: 'todoist',
    title: 'Todoist',
    option: 'migrationTodoist',
    apiHost: 'api.todoist.com',
    // Todoist takes the redirect address from the app's registration, not from the request.
    authUrl: (c) =>
      url('https://todoist.com/oauth/authorize', {
        client_id: c.clientId,
        scope: 'data:read',
        state: crypto.randomBytes(16).toString('hex'),
      }),
  },
  {
    name: 'trello',
    title: 'Trello',
    option: 'migrationTrello',
    apiHost: 'api.trello.com',
    authUrl: (c, redirect) =>
      url('https://trello.com/1/authorize', {
        expiration: 'never',
        scope: 'read',
        callback_method: 'fragment',
        response_type: 'token',
        name: 'Vikunja Migration',
        key: c.clientId,
        return_url: redirect,
      }),
  },
  {
    name: 'microsoft-todo',
    title: 'Microsoft To Do',
    option: 'migrationMicrosoftTodo',
    apiHost: 'graph.microsoft.com',
    authUrl: (c, redirect) =>
      url('https://login.microsoftonline.com/common/oauth2/v2.0/authorize', {
        client_id: c.clientId,
        response_type: 'code',
        redirect_uri: redirect,
        response_mode: 'query',
        scope: 'offline_access tasks.read',
      }),
  },
];

/** Enabled, as on Vikunja, only when switched on and given a client id. */
export function isEnabled(opts: ServerOptions, m: OAuthMigrator): boolean {
  const c = opts[m.option];
  return c.enable && c.clientId !== '';
}

/** The configured redirect address, else `<frontendUrl>migrate/<name>` (Vikunja's default). */
export function redirectUrl(opts: ServerOptions, m: OAuthMigrator): string {
  const c = opts[m.option];
  if (c.redirectUrl) return c.redirectUrl;
  const base = opts.frontendUrl || `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${opts.port}/`;
  return `${base.endsWith('/') ? base : `${base}/`}migrate/${m.name}`;
}

/** Every migrator this server offers, in /info order: the file importers, then the enabled OAuth ones. */
export function availableMigrators(opts: ServerOptions): string[] {
  return ['vikunja-file', 'ticktick', ...OAUTH_MIGRATORS.filter((m) => isEnabled(opts, m)).map((m) => m.name)];
}
