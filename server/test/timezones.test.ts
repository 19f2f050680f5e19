import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

describe('GET /user/timezones', () => {
  let h: Harness;
  let token: string;
  let zones: string[];
  beforeAll(async () => {
    h = await boot();
    token = (await h.user('zoe')).token;
    zones = (await h.json<string[]>('GET', '/user/timezones', { token })).body;
  });
  afterAll(() => h.close());

  it.each([
    ['a browser in UTC', 'UTC'],
    ['the Etc spelling', 'Etc/UTC'],
    ['a fixed offset', 'Etc/GMT-14'],
    ['a region', 'Europe/Berlin'],
    ["Chromium's (CLDR) spelling", 'Asia/Calcutta'],
    ["the tz database's current spelling", 'Asia/Kolkata'],
    ['a renamed city', 'Europe/Kyiv'],
  ])('offers %s: %s', (_, zone) => {
    expect(zones).toContain(zone);
  });

  it('is sorted byte-wise without repeats, as a real server lists its tz database', () => {
    const byBytes = [...zones].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(zones).toEqual(byBytes);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.length).toBeGreaterThan(450);
  });

  it('every zone it offers can be saved as the account zone', async () => {
    for (const timezone of ['UTC', 'Etc/GMT+12', 'Asia/Kolkata', zones[0]]) {
      const me = (await h.json('GET', '/user', { token })).body;
      const r = await h.json('POST', '/user/settings/general', { token, body: { ...me.settings, timezone } });
      expect(r.status).toBe(200);
      expect((await h.json('GET', '/user', { token })).body.settings.timezone).toBe(timezone);
    }
  });
});
