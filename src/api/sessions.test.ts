import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { endLoginSession, listSessions } from './sessions';

function recording(body: unknown) {
  const calls: { url: string; method: string }[] = [];
  const client = createClient({
    baseUrl: () => 'http://api.test/api/v1',
    token: () => 'tok',
    fetch: async (input, init) => {
      calls.push({ url: String(input), method: init?.method ?? 'GET' });
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json', 'x-pagination-total-pages': '1' },
      });
    },
  });
  return { client, calls };
}

const session = (id: string, lastActive: string, isCurrent = false) => ({
  id,
  device_info: 'Firefox',
  ip_address: '10.0.0.2',
  is_current: isCurrent,
  last_active: lastActive,
  created: '2026-01-01T00:00:00Z',
});

describe('listSessions', () => {
  it('reads the 2.x list in camel case, most recently used first', async () => {
    const { client, calls } = recording([
      session('a', '2026-03-01T10:00:00Z'),
      session('b', '2026-03-02T10:00:00Z', true),
    ]);
    const got = await listSessions(client);
    expect(calls[0]?.url).toMatch(/^http:\/\/api\.test\/api\/v1\/user\/sessions(\?|$)/);
    expect(got.map((s) => [s.id, s.isCurrent, s.deviceInfo, s.ipAddress])).toEqual([
      ['b', true, 'Firefox', '10.0.0.2'],
      ['a', false, 'Firefox', '10.0.0.2'],
    ]);
  });

  it('a null list (Go nil) is empty', async () => {
    expect(await listSessions(recording(null).client)).toEqual([]);
  });
});

describe('endLoginSession', () => {
  it('deletes the session by its id, escaped', async () => {
    const { client, calls } = recording({ message: 'Successfully deleted.' });
    await endLoginSession(client, 'a/b');
    expect(calls[0]).toEqual({ url: 'http://api.test/api/v1/user/sessions/a%2Fb', method: 'DELETE' });
  });
});
