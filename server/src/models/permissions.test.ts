import { describe, expect, it } from 'vitest';
import type { AppState, Auth } from '../context.ts';
import { openDatabase } from '../db/index.ts';
import { projectPermission, projectPermissions } from './permissions.ts';

/** Projects as [id, owner, parent]; shares as [user, project, permission]; teams as [team, project, permission]. */
function seeded(): AppState {
  const db = openDatabase(':memory:');
  const now = '2026-01-01T00:00:00Z';
  const project = db.prepare(
    'INSERT INTO projects (id, title, owner_id, parent_project_id, created, updated) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const userShare = db.prepare(
    'INSERT INTO users_projects (user_id, project_id, permission, created, updated) VALUES (?, ?, ?, ?, ?)',
  );
  const teamShare = db.prepare(
    'INSERT INTO team_projects (team_id, project_id, permission, created, updated) VALUES (?, ?, ?, ?, ?)',
  );
  const member = db.prepare('INSERT INTO team_members (team_id, user_id, admin, created) VALUES (?, ?, 0, ?)');
  // 1 ← 2 ← 3 (chain), 4 ← 5, 6 alone, 7 whose parent 99 does not exist, 8 ↔ 9 (a cycle).
  for (const [id, owner, parent] of [
    [1, 1, 0],
    [2, 1, 1],
    [3, 2, 2],
    [4, 3, 0],
    [5, 3, 4],
    [6, 3, 0],
    [7, 3, 99],
    [8, 3, 9],
    [9, 3, 8],
  ])
    project.run(id, `P${id}`, owner, parent, now, now);
  for (const [user, id, perm] of [
    [2, 1, 0],
    [2, 5, 1],
    [4, 2, 1],
    [4, 4, 0],
    [4, 9, 2],
  ])
    userShare.run(user, id, perm, now, now);
  for (const [team, user] of [
    [1, 2],
    [1, 4],
    [2, 5],
  ])
    member.run(team, user, now);
  for (const [team, id, perm] of [
    [1, 4, 2],
    [2, 3, 1],
    [2, 6, 0],
  ])
    teamShare.run(team, id, perm, now, now);
  return { db } as unknown as AppState;
}

const user = (userId: number): Auth => ({ kind: 'user', userId, sessionId: null, apiTokenId: null });
const link = (projectId: number, permission: number): Auth => ({
  kind: 'link',
  userId: -1,
  shareId: 1,
  projectId,
  permission,
});

describe('projectPermissions (all projects at once) follows the single-project rule', () => {
  const app = seeded();
  it.each([
    ['owner of the root', user(1), [2, 2, 2, -1, -1, -1, -1, -1, -1]],
    ['owner of a child, shared the root, in a team', user(2), [0, 0, 2, 2, 2, -1, -1, -1, -1]],
    ['owner of the rest', user(3), [-1, -1, -1, 2, 2, 2, 2, 2, 2]],
    ['user and team shares, the best wins, through a cycle', user(4), [-1, 1, 1, 2, 2, -1, -1, 2, 2]],
    ['team shares only', user(5), [-1, -1, 1, -1, -1, 0, -1, -1, -1]],
    ['nobody', user(6), [-1, -1, -1, -1, -1, -1, -1, -1, -1]],
    ['a link share of a parent', link(4, 1), [-1, -1, -1, 1, 1, -1, -1, -1, -1]],
  ])('%s', (_name, auth, expected) => {
    const all = projectPermissions(app, auth);
    expect([...all.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...all.values()]).toEqual(expected);
    expect([...all.keys()].map((id) => projectPermission(app, auth, id))).toEqual(expected);
  });
});
