import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { getProject } from './projects';
import { readPermission } from './version';

function answering(body: Record<string, unknown>, headers: Record<string, string>) {
  return createClient({
    baseUrl: () => 'http://api.test/api/v1',
    token: () => 'tok',
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } }),
  });
}

describe('getProject', () => {
  it.each([
    [
      'a saved filter: the header says admin, the body nothing',
      { id: -2, title: 'Hot' },
      { 'x-max-permission': '2' },
      2,
    ],
    ['the header wins over the body', { id: 4, title: 'P', max_permission: 0 }, { 'x-max-permission': '1' }, 1],
    ['0.24 names it x-max-right', { id: 4, title: 'P', max_right: 0 }, { 'x-max-right': '2' }, 2],
    [
      'no header: the body is not trusted (1.x/2.x always send 0 there)',
      { id: 4, title: 'P', max_permission: 1 },
      {},
      null,
    ],
    ['neither', { id: 4, title: 'P' }, {}, null],
  ])('%s', async (_name, body, headers, expected) => {
    expect(readPermission(await getProject(answering(body, headers), 4))).toBe(expected);
  });
});
