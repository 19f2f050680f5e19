import type { Hono } from 'hono';
import type { Ctx, Env } from '../context.ts';
import { CODE, ApiError, apiError } from '../errors.ts';
import { SERVER_LANGUAGE_TAGS } from '../../../src/app/languages.ts';
import { bool, jsonBody, num, str } from '../http/body.ts';
import { requireUser } from '../auth/middleware.ts';
import { verifyPassword } from '../auth/password.ts';
import { setPassword } from '../models/account.ts';
import { requireProjectPermission } from '../models/permissions.ts';
import { findUserByName, getUser, requireLocalUser, userJson } from '../models/user.ts';
import { emailTaken, searchUsers, setAvatarProvider, setEmail, updateSettings } from '../models/user-settings.ts';
import { sendMail } from '../mail.ts';
import { uploadedAvatar } from './backgrounds.ts';
import { marbleSvg } from '../avatar-marble.ts';
import { availableTimezones, validTimezone } from '../timezones.ts';

/** Vikunja's validation failure: 400/2002 naming the fields in `invalid_fields` ("language: …"). */
class InvalidFieldsError extends ApiError {
  constructor(readonly fields: string[]) {
    super(400, 2002, 'Invalid Data');
  }

  override body(): { code?: number; message: string; invalid_fields: string[] } {
    return { ...super.body(), invalid_fields: this.fields };
  }
}

/**
 * An account's language must be one the server knows, spelt as it names them (de-DE, pt-BR, en);
 * empty keeps the server's default (and demo servers are sent null).
 */
export function checkLanguage(language: string): void {
  if (language && !SERVER_LANGUAGE_TAGS.includes(language)) {
    throw new InvalidFieldsError([`language: ${language} is not a language Vikunja knows`]);
  }
}

/** POST /user/settings/general replaces every setting with what is sent, as Vikunja does. */
async function general(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const auth = requireUser(c);
  const body = await jsonBody(c);
  const timezone = str(body, 'timezone') ?? '';
  if (!validTimezone(timezone)) throw apiError(400, CODE.invalidUserTimezone, 'The timezone is invalid.');
  const language = str(body, 'language') ?? '';
  checkLanguage(language);
  const weekStart = num(body, 'week_start') ?? 0;
  if (!Number.isInteger(weekStart) || weekStart < 0 || weekStart > 6)
    throw apiError(400, CODE.invalidModel, 'Invalid model provided. week_start');
  const defaultProject = num(body, 'default_project_id') ?? 0;
  if (defaultProject) requireProjectPermission(app, auth, defaultProject, 1);
  const reminderTime = str(body, 'overdue_tasks_reminders_time') ?? '09:00';
  const frontend = body.frontend_settings;
  updateSettings(app, auth.userId, {
    name: str(body, 'name') ?? '',
    emailReminders: !!bool(body, 'email_reminders_enabled'),
    discoverableByName: !!bool(body, 'discoverable_by_name'),
    discoverableByEmail: !!bool(body, 'discoverable_by_email'),
    overdueReminders: !!bool(body, 'overdue_tasks_reminders_enabled'),
    overdueRemindersTime: reminderTime.slice(0, 5),
    defaultProjectId: defaultProject,
    weekStart,
    language,
    timezone,
    frontendSettings: frontend && typeof frontend === 'object' ? frontend : {},
  });
  return c.json({ message: 'The settings were updated successfully.' });
}

/** Shared password rule (8–72 bytes). */
export function checkNewPassword(pw: string): void {
  if (pw.length < 8 || Buffer.byteLength(pw) > 72)
    throw apiError(400, CODE.invalidModel, 'Invalid model provided. password: must be between 8 and 72 characters');
}

async function password(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const u = getUser(app.db, requireUser(c).userId);
  const body = await jsonBody(c);
  requireLocalUser(u);
  const oldPw = str(body, 'old_password') ?? '';
  const newPw = str(body, 'new_password') ?? '';
  if (!newPw) throw apiError(412, CODE.emptyNewPassword, 'Please specify new password.');
  if (!oldPw) throw apiError(412, CODE.emptyOldPassword, 'Please specify old password.');
  if (!verifyPassword(oldPw, u.password))
    throw apiError(412, CODE.wrongUsernameOrPassword, 'Wrong username or password.');
  checkNewPassword(newPw);
  setPassword(app, u.id, newPw);
  return c.json({ message: 'The password was updated successfully.' });
}

async function email(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const u = getUser(app.db, requireUser(c).userId);
  const body = await jsonBody(c);
  requireLocalUser(u);
  const newEmail = (str(body, 'new_email') ?? '').trim();
  if (!verifyPassword(str(body, 'password') ?? '', u.password))
    throw apiError(412, CODE.wrongUsernameOrPassword, 'Wrong username or password.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(newEmail))
    throw apiError(400, CODE.invalidModel, 'Invalid model provided. new_email');
  if (emailTaken(app, newEmail, u.id)) {
    throw apiError(400, CODE.emailExists, 'A user with this email address already exists.');
  }
  setEmail(app, u.id, newEmail);
  sendMail(
    app,
    newEmail,
    'Your email address was changed',
    `Hi ${u.username},\n\nyour Vikunja account now uses this email address.`,
  );
  return c.json({ message: 'We sent you email with a link to confirm your email address.' });
}

/** GET /users?s=: username matches always; name and full email only when the user allows it. */
function search(c: Ctx): Response {
  const app = c.get('app');
  requireUser(c);
  const s = (c.req.query('s') ?? '').trim();
  if (!s) return c.json([]);
  return c.json(searchUsers(app, s).map((u) => userJson(u, app)));
}

const AVATAR_PROVIDERS = ['default', 'initials', 'gravatar', 'marble', 'upload', 'ldap', 'openid'];

/** A deterministic initials SVG: the picture of every provider but marble and upload here. */
function avatarSvg(name: string, size: number): string {
  const initials = (name.trim()[0] ?? '?').toUpperCase().replace(/[<>&"]/g, '');
  const hue = [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" fill="hsl(${hue},45%,55%)"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="50" fill="#fff">${initials}</text></svg>`;
}

export function registerUserSettings(api: Hono<Env>): void {
  api.post('/user/settings/general', general);
  api.post('/user/password', password);
  api.post('/user/settings/email', email);
  api.get('/user/timezones', (c) => c.json(availableTimezones()));
  api.get('/users', search);
  api.get('/user/settings/avatar', (c) =>
    c.json({ avatar_provider: getUser(c.get('app').db, requireUser(c).userId).avatar_provider }),
  );
  api.post('/user/settings/avatar', async (c) => {
    const provider = str(await jsonBody(c), 'avatar_provider') ?? '';
    if (!AVATAR_PROVIDERS.includes(provider)) throw apiError(400, CODE.invalidAvatarType, 'Invalid avatar type.');
    setAvatarProvider(c.get('app'), requireUser(c).userId, provider);
    return c.json({ message: 'Avatar was changed successfully.' });
  });
  // Every release serves avatars at /avatar/{username} (its swagger files say /{username}/avatar, which no server answers).
  api.get('/avatar/:username', (c) => {
    const u = findUserByName(c.get('app').db, c.req.param('username'));
    if (!u) return c.json({ message: 'Not Found' }, 404);
    const uploaded = uploadedAvatar(c, u.username);
    if (uploaded) return uploaded;
    const size = Math.min(Math.max(Number(c.req.query('size')) || 50, 16), 1024);
    // Gravatar would need a request to gravatar.com, and this server never calls outside addresses:
    // gravatar (like default, initials, ldap and openid) falls back to the initials picture.
    const svg = u.avatar_provider === 'marble' ? marbleSvg(u.username, size) : avatarSvg(u.name || u.username, size);
    return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
  });
}
