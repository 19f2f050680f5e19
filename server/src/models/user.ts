import type { AppState } from '../context.ts';
import type { Db } from '../db/index.ts';
import { CODE, apiError, errors } from '../errors.ts';
import { outDate } from '../time.ts';
import { IN_JSON } from './paging.ts';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  name: string;
  password: string;
  status: number;
  is_admin: number;
  avatar_provider: string;
  email_reminders_enabled: number;
  discoverable_by_name: number;
  discoverable_by_email: number;
  overdue_tasks_reminders_enabled: number;
  overdue_tasks_reminders_time: string;
  default_project_id: number;
  week_start: number;
  language: string;
  timezone: string;
  frontend_settings: string;
  totp_secret: string;
  totp_enabled: number;
  deletion_scheduled_at: string | null;
  avatar_file_id: number;
  /** Set for accounts of an OpenID Connect provider (with `subject`); empty for local accounts. */
  issuer: string;
  created: string;
  updated: string;
}

/** Whether the account signs in with a local password (not through a third-party provider). */
export const isLocalUser = (u: Pick<UserRow, 'issuer'>): boolean => !u.issuer;

/** Vikunja's `auth_provider`: "local", or the key of the OpenID provider the account comes from. */
export function authProviderOf(app: AppState, u: Pick<UserRow, 'issuer'>): string {
  if (isLocalUser(u)) return 'local';
  const trim = (url: string) => url.replace(/\/+$/, '');
  return app.opts.openidProviders.find((p) => trim(p.authUrl) === trim(u.issuer))?.key ?? 'openid';
}

/** Refuses what only a local account can do (code 1021). */
export function requireLocalUser(u: Pick<UserRow, 'issuer'>): void {
  if (!isLocalUser(u))
    throw apiError(412, CODE.accountNotLocal, 'This account is managed by a third-party authentication provider.');
}

export function findUser(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function getUser(db: Db, id: number): UserRow {
  const u = findUser(db, id);
  if (!u) throw errors.userNotFound();
  return u;
}

export function findUserByName(db: Db, username: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined;
}

/** The account with that email address (any case), as the sign-in and password-reset routes look it up. */
export function findUserByEmail(
  db: Db,
  email: string,
): Pick<UserRow, 'id' | 'username' | 'email' | 'issuer'> | undefined {
  return db.prepare('SELECT id, username, email, issuer FROM users WHERE email = ? COLLATE NOCASE').get(email) as
    Pick<UserRow, 'id' | 'username' | 'email' | 'issuer'> | undefined;
}

/** user.User; the email is only shown to the user themself, as Vikunja does. */
export function userJson(u: UserRow | undefined, app: AppState, selfId?: number): Record<string, unknown> | null {
  if (!u) return null;
  const out: Record<string, unknown> = {
    id: u.id,
    name: u.name,
    username: u.username,
    created: u.created,
    updated: u.updated,
  };
  if (selfId === u.id) out.email = u.email;
  if (app.opts.compat === '2') out.bot_owner_id = 0;
  return out;
}

/** Users referenced by id; id 0 or a missing row yields null (Vikunja sends null for "nobody"). */
export function userJsonById(app: AppState, id: number, selfId?: number): Record<string, unknown> | null {
  if (!id) return null;
  if (id < 0) return linkShareUserJson(app, -id);
  return userJson(findUser(app.db, id), app, selfId);
}

type ShareUserRow = { id: number; name: string; created: string; updated: string };

const shareUserJson = (s: ShareUserRow): Record<string, unknown> => ({
  id: -s.id,
  name: s.name,
  username: `link-share-${s.id}`,
  created: s.created,
  updated: s.updated,
});

/** Link shares act as a pseudo user with the negative share id, named after the share. */
export function linkShareUserJson(app: AppState, shareId: number): Record<string, unknown> | null {
  const s = app.db.prepare('SELECT id, name, created, updated FROM link_shares WHERE id = ?').get(shareId) as
    ShareUserRow | undefined;
  return s ? shareUserJson(s) : null;
}

/**
 * userJsonById for the ids of a whole list, read in at most two statements (accounts, link shares)
 * however long the list: answers a lookup by id.
 */
export function usersJsonByIds(
  app: AppState,
  ids: Iterable<number>,
  selfId?: number,
): (id: number) => Record<string, unknown> | null {
  const unique = [...new Set(ids)];
  const accounts = unique.filter((id) => id > 0);
  const shares = unique.filter((id) => id < 0).map((id) => -id);
  const found = new Map<number, Record<string, unknown> | null>();
  if (accounts.length)
    for (const u of app.db
      .prepare(`SELECT * FROM users WHERE id ${IN_JSON}`)
      .all(JSON.stringify(accounts)) as UserRow[])
      found.set(u.id, userJson(u, app, selfId));
  if (shares.length)
    for (const s of app.db
      .prepare(`SELECT id, name, created, updated FROM link_shares WHERE id ${IN_JSON}`)
      .all(JSON.stringify(shares)) as ShareUserRow[])
      found.set(-s.id, shareUserJson(s));
  return (id) => found.get(id) ?? null;
}

function parseFrontendSettings(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return {};
  }
}

export function settingsJson(u: UserRow, app: AppState): Record<string, unknown> {
  return {
    // Provider-supplied settings links exist since 1.x; this server has none to offer.
    ...(app.opts.compat !== '0.24' ? { extra_settings_links: {} } : {}),
    name: u.name,
    email_reminders_enabled: !!u.email_reminders_enabled,
    discoverable_by_name: !!u.discoverable_by_name,
    discoverable_by_email: !!u.discoverable_by_email,
    overdue_tasks_reminders_enabled: !!u.overdue_tasks_reminders_enabled,
    overdue_tasks_reminders_time: u.overdue_tasks_reminders_time,
    default_project_id: u.default_project_id,
    week_start: u.week_start,
    timezone: u.timezone,
    language: u.language,
    frontend_settings: parseFrontendSettings(u.frontend_settings),
  };
}

/** v1.UserWithSettings for GET /user. */
export function userWithSettingsJson(u: UserRow, app: AppState): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ...userJson(u, app, u.id),
    settings: settingsJson(u, app),
    deletion_scheduled_at: outDate(u.deletion_scheduled_at),
    is_local_user: isLocalUser(u),
  };
  if (app.opts.compat !== '0.24') out.auth_provider = authProviderOf(app, u);
  if (app.opts.compat === '2') out.is_admin = !!u.is_admin;
  return out;
}
