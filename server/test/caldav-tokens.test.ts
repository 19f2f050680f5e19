import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caldavToken } from '../src/routes/caldav-tokens.ts';
import { boot, type Harness } from './harness.ts';

describe('CalDAV tokens', () => {
  it('are 64 letters and digits, different every time', () => {
    const tokens = Array.from({ length: 50 }, caldavToken);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(new Set(tokens).size).toBe(50);
  });

  describe('over HTTP', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await boot({ caldav: true });
    });
    afterAll(() => h.close());

    it('a new token is shown once in that form, then listed without it', async () => {
      const { token } = await h.user('cal');
      const created = await h.json('PUT', '/user/settings/token/caldav', { token });
      expect(created.body.token).toMatch(/^[A-Za-z0-9]{64}$/);
      const listed = (await h.json('GET', '/user/settings/token/caldav', { token })).body as Record<string, unknown>[];
      expect(listed).toEqual([{ id: created.body.id, created: created.body.created }]);
    });
  });
});
