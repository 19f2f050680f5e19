import type { World } from '../world.ts';

/** Sharing a project with a user, a team and a link; teams and their members. */
export async function sharing(w: World): Promise<void> {
  const { r, perm } = w;
  const a = w.alice.token;
  const p = w.project.id;
  const bob = w.bob.username;
  // 0.24 names the user in `user_id` (the username), later releases in `username`.
  await r.call(
    'PUT',
    `/projects/${p}/users`,
    a,
    w.mode === '0.24' ? { user_id: bob, [perm]: 1 } : { username: bob, [perm]: 1 },
  );
  await r.call('GET', `/projects/${p}/users`, a);
  await r.call('POST', `/projects/${p}/users/${bob}`, a, { [perm]: 2 });
  // Bob can be assigned now; the assignment notifies him.
  await r.call('PUT', `/tasks/${w.task.id}/assignees`, a, { user_id: w.bob.id });
  await r.call('GET', `/projects/${p}/projectusers`, a);
  await r.call('DELETE', `/projects/${p}/users/${bob}`, a);

  const team = await r.call('PUT', '/teams', a, { name: 'Team', description: 'Everyone', is_public: true });
  await r.call('GET', '/teams', a);
  await r.call('GET', '/teams?include_public=true', w.bob.token);
  await r.call('GET', `/teams/${team.id}`, a);
  await r.call('POST', `/teams/${team.id}`, a, { ...team, name: 'The team' });
  await r.call('PUT', `/teams/${team.id}/members`, a, { username: bob });
  await r.call('POST', `/teams/${team.id}/members/${bob}/admin`, a);
  await r.call('PUT', `/projects/${p}/teams`, a, { team_id: team.id, [perm]: 0 });
  await r.call('GET', `/projects/${p}/teams`, a);
  await r.call('POST', `/projects/${p}/teams/${team.id}`, a, { [perm]: 1 });
  await r.call('DELETE', `/projects/${p}/teams/${team.id}`, a);
  // Members and user shares are named by username in paths on every release (0.24's swagger says user id).
  await r.call('DELETE', `/teams/${team.id}/members/${bob}`, a);
  await r.call('DELETE', `/teams/${team.id}`, a);

  const share = await r.call('PUT', `/projects/${p}/shares`, a, { [perm]: 0, name: 'Public link' });
  const guarded = await r.call('PUT', `/projects/${p}/shares`, a, { [perm]: 1, password: 'sharepass1' });
  await r.call('GET', `/projects/${p}/shares`, a);
  await r.call('GET', `/projects/${p}/shares/${share.id}`, a);
  const link = await r.call('POST', `/shares/${share.hash}/auth`, undefined, {});
  await r.call('POST', `/shares/${guarded.hash}/auth`, undefined, { password: 'sharepass1' });
  // A link share renews its JWT with POST /user/token in every release.
  await r.call('POST', '/user/token', link.token);
  await r.call('GET', `/projects/${p}`, link.token);
  await r.call('GET', `/tasks/${w.task.id}`, link.token);
  await r.call('DELETE', `/projects/${p}/shares/${guarded.id}`, a);
}

/** Saved filters (which also show as pseudo projects) and notifications. */
export async function filtersAndNotifications(w: World): Promise<void> {
  const { r } = w;
  const a = w.alice.token;
  const filter = await r.call('PUT', '/filters', a, {
    title: 'Open',
    filters: { filter: 'done = false', filter_include_nulls: true },
  });
  await r.call('GET', `/filters/${filter.id}`, a);
  await r.call('POST', `/filters/${filter.id}`, a, { ...filter, title: 'Still open', is_favorite: true });
  await r.call('GET', '/projects', a);
  const pseudo = -filter.id - 1;
  await r.call('GET', `/projects/${pseudo}`, a);
  await r.call('GET', `/projects/-1`, a);
  await r.call('DELETE', `/filters/${filter.id}`, a);

  const b = w.bob.token;
  const list = await r.call('GET', '/notifications', b);
  if (!list?.length) throw new Error('bob should have been notified (assigned, added to a team)');
  await r.call('POST', `/notifications/${list[0].id}`, b, { read: true });
  await r.call('POST', '/notifications', b);
  await r.call('GET', '/notifications', b);
}
