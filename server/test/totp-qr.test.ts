import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('GET /user/settings/totp/qrcode', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot();
  });
  afterAll(() => h.close());

  const qr = async (token: string) => {
    const res = await h.call('GET', '/user/settings/totp/qrcode', { token });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('answers 404/1016 before enrolment and 401 without a session', async () => {
    const { token } = await h.user('qrnone');
    const { res, bytes } = await qr(token);
    expect(res.status).toBe(404);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ code: 1016, message: 'Totp is not enabled for this user.' });
    expect((await h.call('GET', '/user/settings/totp/qrcode')).status).toBe(401);
  });

  it('answers a PNG of the enrolment that changes with the secret', async () => {
    const { token } = await h.user('qruser');
    await h.json('POST', '/user/settings/totp/enroll', { token });
    const first = await qr(token);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('image/png');
    expect(first.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // IHDR follows the signature: width and height, big-endian, at bytes 16 and 20.
    const [width, height] = [first.bytes.readUInt32BE(16), first.bytes.readUInt32BE(20)];
    expect(width).toBe(256);
    expect(height).toBe(256);
    expect((await qr(token)).bytes).toEqual(first.bytes);

    await h.json('POST', '/user/settings/totp/enroll', { token });
    const second = await qr(token);
    expect(second.res.status).toBe(200);
    expect(second.bytes.equals(first.bytes)).toBe(false);
  });

  it('is gone when the server has two-factor sign-in switched off', async () => {
    const off = await boot({ totp: false });
    try {
      const { token } = await off.user('qroff');
      expect((await off.call('GET', '/user/settings/totp/qrcode', { token })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
