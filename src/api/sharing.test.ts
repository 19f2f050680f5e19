import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { createLinkShare, linkShareUrl, listUserShares, shareWithUser } from './sharing';
import { featuresFor } from './version';

function recorder(answer: unknown = {}) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const client = createClient({
    baseUrl: () => 'http://h/api/v1',
    token: () => 't',
    fetch: async (input, init) => {
      calls.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

describe('sharing across server releases', () => {
  it.each([
    ['v0.24.6', { user_id: 'anna', right: 1 }],
    ['v1.1.0', { username: 'anna', permission: 1 }],
    ['v2.5.0', { username: 'anna', permission: 1 }],
  ])('shares with a user on %s', async (version, body) => {
    const { client, calls } = recorder();
    await shareWithUser(client, featuresFor(version), 3, 'anna', 1);
    expect(calls[0]).toEqual({ url: 'http://h/api/v1/projects/3/users', body });
  });

  it('reads the level from either field name', async () => {
    const { client } = recorder([
      { id: 1, username: 'a', right: 2 },
      { id: 2, username: 'b', permission: 1 },
    ]);
    expect((await listUserShares(client, 3)).map((u) => u.permission)).toEqual([2, 1]);
  });

  it('sends a password only when one was given', async () => {
    const { client, calls } = recorder({ id: 1, hash: 'abc', right: 0 });
    const share = await createLinkShare(client, featuresFor('v0.24.6'), 3, {
      name: 'Guests',
      password: '',
      permission: 0,
    });
    expect(calls[0]?.body).toEqual({ name: 'Guests', right: 0 });
    expect(share.permission).toBe(0);
    await createLinkShare(client, featuresFor('v2.5.0'), 3, { name: '', password: 'pw', permission: 2 });
    expect(calls[1]?.body).toEqual({ name: '', password: 'pw', permission: 2 });
  });

  it.each([
    ['https://tasks.example.com/', 'abc', undefined, 'https://tasks.example.com/share/abc/auth'],
    ['https://tasks.example.com', 'a b', null, 'https://tasks.example.com/share/a%20b/auth'],
    ['https://example.com/vikunja/', 'abc', 7, 'https://example.com/vikunja/share/abc/auth?view=7'],
  ])("builds the guest link in Vikunja's form: %s %s %s", (base, hash, view, expected) => {
    expect(linkShareUrl(base, hash, view)).toBe(expected);
  });
});
