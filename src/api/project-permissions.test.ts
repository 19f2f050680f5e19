import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { fillListedPermissions } from './project-permissions';
import type { Project } from './types';

const project = (id: number, ownerId: number, extra: Partial<Project> = {}) =>
  ({ id, title: `P${id}`, owner: { id: ownerId }, ...extra }) as Project;

/** A 0.24-like server: GET /user answers `me` (or 401), single reads answer x-max-right per project. */
function server(me: number | null, rights: Record<number, number>) {
  const paths: string[] = [];
  const client = createClient({
    baseUrl: () => 'http://h/api/v1',
    token: () => 't',
    fetch: async (input) => {
      const path = new URL(String(input)).pathname.replace('/api/v1', '');
      paths.push(path);
      if (path === '/user')
        return me === null
          ? new Response('{"code":11,"message":"no"}', { status: 401, headers: { 'content-type': 'application/json' } })
          : Response.json({ id: me });
      const id = Number(path.split('/')[2]);
      return Response.json({ id }, { headers: { 'x-max-right': String(rights[id] ?? 0) } });
    },
  });
  return { client, paths };
}

describe('fillListedPermissions', () => {
  it('leaves lists that carry permissions alone (1.x/2.x with expand=permissions)', async () => {
    const { client, paths } = server(1, {});
    const listed = [project(3, 1, { maxPermission: 2 }), project(4, 2, { maxPermission: 0 })];
    expect(await fillListedPermissions(client, listed)).toEqual(listed);
    expect(paths).toEqual([]);
  });

  it('gives owners admin and reads shared projects one by one (0.24)', async () => {
    const { client, paths } = server(1, { 4: 1 });
    const filled = await fillListedPermissions(client, [project(-1, 0), project(-2, 0), project(3, 1), project(4, 2)]);
    expect(filled.map((p) => [p.id, p.maxPermission])).toEqual([
      [-1, undefined],
      [-2, 2],
      [3, 2],
      [4, 1],
    ]);
    expect(paths).toEqual(['/user', '/projects/4']);
  });

  it('reads every project when the session has no account (a link share)', async () => {
    const { client, paths } = server(null, { 5: 0 });
    expect((await fillListedPermissions(client, [project(5, 1)])).map((p) => p.maxPermission)).toEqual([0]);
    expect(paths).toEqual(['/user', '/projects/5']);
  });
});
