import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bcryptHash, isBcryptHash, verifyBcrypt } from '../src/auth/bcrypt.ts';
import { boot, type Harness } from './harness.ts';

const TOKEN = 'seed-token';

describe('bcrypt verification', () => {
  // Published test vectors of the OpenBSD bcrypt implementation.
  it.each([
    ['U*U', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW'],
    ['', '$2a$06$DCq7YPn5Rq63x1Lad4cll.TV4S6ytwfsfvkgY8jIucDrjc8deX1s.'],
    ['abc', '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i'],
  ])('%j matches %s and nothing else does', (password, hash) => {
    expect(isBcryptHash(hash)).toBe(true);
    expect(bcryptHash(password, Number(hash.slice(4, 6)), hash.slice(7, 29))).toBe(hash);
    expect(verifyBcrypt(password, hash)).toBe(true);
    expect(verifyBcrypt(`${password}x`, hash)).toBe(false);
  });

  it('reads $2b$ and $2y$ alike and refuses what is not a bcrypt hash', () => {
    const hash = '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW';
    expect(verifyBcrypt('U*U', hash.replace('$2a$', '$2b$'))).toBe(true);
    expect(verifyBcrypt('U*U', hash.replace('$2a$', '$2y$'))).toBe(true);
    expect(isBcryptHash('scrypt$abc$def')).toBe(false);
    expect(verifyBcrypt('U*U', '$2a$05$short')).toBe(false);
  });
});

describe("testing endpoints take a real server's fixture rows", () => {
  let h: Harness;
  const seed = (table: string, rows: unknown[], query = '') =>
    h.call('PATCH', `/test/${table}${query}`, { raw: JSON.stringify(rows), headers: { authorization: TOKEN } });
  beforeAll(async () => {
    h = await boot({ testingToken: TOKEN });
  });
  afterAll(() => h.close());

  it('a user with a bcrypt password and the issuer "local" signs in with that password', async () => {
    const row = {
      id: 1,
      username: 'user1',
      email: 'user1@example.com',
      password: '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW',
      issuer: 'local',
      status: 0,
    };
    expect((await seed('users', [row])).status).toBe(201);
    expect((await h.json('POST', '/login', { body: { username: 'user1', password: 'U*U' } })).status).toBe(200);
    expect((await h.json('POST', '/login', { body: { username: 'user1', password: 'wrong' } })).body.code).toBe(1011);
  });

  it('?truncate=false adds rows; without it the table is replaced', async () => {
    const user = (id: number) => ({ id, username: `u${id}`, email: `u${id}@example.com`, password: 'plain-pass-1' });
    await seed('users', [user(10)]);
    await seed('users', [user(11)], '?truncate=false');
    for (const name of ['u10', 'u11'])
      expect((await h.json('POST', '/login', { body: { username: name, password: 'plain-pass-1' } })).status).toBe(200);
    await seed('users', [user(12)]);
    expect((await h.json('POST', '/login', { body: { username: 'u10', password: 'plain-pass-1' } })).status).toBe(412);
  });

  it('numeric view kinds and bucket modes become the views they name', async () => {
    await seed('users', [{ id: 1, username: 'owner', email: 'o@example.com', password: 'plain-pass-1' }]);
    await seed('projects', [{ id: 1, title: 'Seeded', owner_id: 1 }]);
    const res = await seed('project_views', [
      { id: 1, title: 'List', project_id: 1, view_kind: 0, position: 1 },
      { id: 2, title: 'Gantt', project_id: 1, view_kind: 1, position: 2 },
      { id: 3, title: 'Table', project_id: 1, view_kind: 2, position: 3 },
      { id: 4, title: 'Kanban', project_id: 1, view_kind: 3, bucket_configuration_mode: 1, position: 4 },
    ]);
    expect(res.status).toBe(201);
    const token = (await h.json('POST', '/login', { body: { username: 'owner', password: 'plain-pass-1' } })).body
      .token as string;
    const views = (await h.json('GET', '/projects/1/views', { token })).body as {
      view_kind: string;
      bucket_configuration_mode: string;
    }[];
    expect(views.map((v) => v.view_kind)).toEqual(['list', 'gantt', 'table', 'kanban']);
    expect(views[3]?.bucket_configuration_mode).toBe('manual');
  });
});
