import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

/** Paging and upload input no client should send answers a 4xx with Vikunja's {code, message}, never a 500. */
describe('bad paging and malformed uploads', () => {
  let h: Harness;
  let token: string;
  let paths: string[];
  let taskId: number;
  beforeAll(async () => {
    h = await boot();
    token = (await h.user('paging')).token;
    const p = await h.json('PUT', '/projects', { token, body: { title: 'Paged' } });
    const views = (await h.json('GET', `/projects/${p.body.id}/views`, { token })).body as { id: number }[];
    taskId = (await h.json('PUT', `/projects/${p.body.id}/tasks`, { token, body: { title: 'One' } })).body.id;
    paths = [
      `/projects/${p.body.id}/views/${views[0]!.id}/tasks`,
      `/tasks/${taskId}/comments`,
      '/notifications',
      '/tokens',
      '/projects',
      '/labels',
      '/tasks',
    ];
  });
  afterAll(() => h.close());

  it.each(['1e300', '99999999999999999999', '9007199254740993'])(
    'page=%s answers 400 with code and message',
    async (page) => {
      for (const path of paths) {
        const res = await h.json('GET', `${path}?page=${page}`, { token });
        expect(res.status, path).toBe(400);
        expect(res.body, path).toMatchObject({ code: 2002, message: expect.any(String) });
      }
    },
  );

  it('an ordinary page past the end is just empty', async () => {
    for (const path of paths) {
      const res = await h.json('GET', `${path}?page=5000`, { token });
      expect(res.status, path).toBe(200);
    }
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'garbage'],
    [
      'a broken body',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nunterminated',
    ],
    ['not multipart', 'application/json', '{"files": 1}'],
  ])('a malformed attachment upload (%s) answers 400', async (_name, type, raw) => {
    const res = await fetch(`${h.base}/tasks/${taskId}/attachments`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body: raw,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
  });
});
