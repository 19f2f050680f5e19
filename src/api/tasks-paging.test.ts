import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { listEveryViewTask } from './tasks';

/** A server holding `total` tasks that, as Vikunja does, answers at most `cap` a page whatever is asked. */
function cappedServer(total: number, cap: number, shift = 0) {
  const pages: number[] = [];
  const fetch = (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const page = Number(url.searchParams.get('page') ?? '1');
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? cap), cap);
    pages.push(page);
    // `shift` tasks were added at the top after the first page was read: later pages overlap it.
    const offset = (page - 1) * perPage - (page > 1 ? shift : 0);
    const items = Array.from({ length: Math.max(0, Math.min(perPage, total - offset)) }, (_, i) => ({
      id: offset + i + 1,
      title: `t${offset + i + 1}`,
    }));
    const headers = {
      'content-type': 'application/json',
      'x-pagination-total-pages': String(Math.ceil(total / perPage)),
    };
    return Promise.resolve(new Response(JSON.stringify(items), { status: 200, headers }));
  };
  return { client: createClient({ baseUrl: () => 'http://vikunja.test/api/v1', token: () => 't', fetch }), pages };
}

describe('listEveryViewTask', () => {
  it.each([
    [0, 50, 1],
    [49, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [1234, 50, 25],
  ])('reads all %i tasks when the server caps a page at %i (%i requests)', async (total, cap, requests) => {
    const { client, pages } = cappedServer(total, cap);
    const tasks = await listEveryViewTask(client, 3, 9, { perPage: 250 });
    expect(tasks.map((t) => t.id)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(pages.sort((a, b) => a - b)).toEqual(Array.from({ length: requests }, (_, i) => i + 1));
  });

  it('keeps a task seen on two pages once', async () => {
    const { client } = cappedServer(120, 50, 2);
    const ids = (await listEveryViewTask(client, 3, 9)).map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
