import type { Hono } from 'hono';
import QRCode from 'qrcode';
import type { Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { jsonBody, str } from '../http/body.ts';
import { requireUser } from '../auth/middleware.ts';
import { verifyPassword } from '../auth/password.ts';
import { newTotpSecret, totpUrl, verifyTotp } from '../auth/totp.ts';
import { getUser, type UserRow } from '../models/user.ts';
import { disableTotp, enableTotp, setTotpSecret } from '../models/user-settings.ts';

function me(c: Ctx): UserRow {
  const app = c.get('app');
  if (!app.opts.totp) throw apiError(404, undefined, 'Not Found');
  return getUser(app.db, requireUser(c).userId);
}

function totpJson(u: UserRow): Record<string, unknown> {
  return { secret: u.totp_secret, enabled: !!u.totp_enabled, url: totpUrl(u.totp_secret, u.username) };
}

export function registerTotp(api: Hono<Env>): void {
  api.get('/user/settings/totp', (c) => {
    const u = me(c);
    if (!u.totp_secret) throw apiError(404, CODE.totpNotEnabled, 'TOTP is not enabled for this user.');
    return c.json(totpJson(u));
  });
  // The otpauth:// link as a QR code. The swagger's text says jpeg; a PNG with its own content type reads the same.
  api.get('/user/settings/totp/qrcode', async (c) => {
    const u = me(c);
    if (!u.totp_secret) throw apiError(404, CODE.totpNotEnabled, 'TOTP is not enabled for this user.');
    const png = await QRCode.toBuffer(totpUrl(u.totp_secret, u.username), { type: 'png', width: 256, margin: 2 });
    return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
  });
  api.post('/user/settings/totp/enroll', (c) => {
    const u = me(c);
    if (u.totp_enabled) throw apiError(412, CODE.totpAlreadyEnabled, 'TOTP is already enabled for this user.');
    const secret = newTotpSecret();
    setTotpSecret(c.get('app'), u.id, secret);
    return c.json(totpJson({ ...u, totp_secret: secret, totp_enabled: 0 }));
  });
  api.post('/user/settings/totp/enable', async (c) => {
    const u = me(c);
    if (!u.totp_secret) throw apiError(412, CODE.totpNotEnabled, 'TOTP is not enabled for this user.');
    if (u.totp_enabled) throw apiError(412, CODE.totpAlreadyEnabled, 'TOTP is already enabled for this user.');
    const passcode = str(await jsonBody(c), 'passcode') ?? '';
    if (!verifyTotp(u.totp_secret, passcode)) throw apiError(412, CODE.invalidTotpPasscode, 'Invalid totp passcode.');
    enableTotp(c.get('app'), u.id);
    return c.json({ message: 'TOTP was enabled successfully.' });
  });
  api.post('/user/settings/totp/disable', async (c) => {
    const u = me(c);
    if (!verifyPassword(str(await jsonBody(c), 'password') ?? '', u.password))
      throw apiError(412, CODE.wrongUsernameOrPassword, 'Wrong username or password.');
    disableTotp(c.get('app'), u.id);
    return c.json({ message: 'TOTP was disabled successfully.' });
  });
}
