import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '@/api/client';
import { fetchInfo, registrationOpen } from '@/api/info';
import { migrateFile } from '@/api/migration';
import { getProject, listProjects, listViews, updateProject } from '@/api/projects';
import { listUserShares, removeUserShare, shareWithUser, updateUserShare } from '@/api/sharing';
import { addTeamMember, createTeam, getTeam, removeTeamMember, toggleTeamAdmin } from '@/api/teams';
import { listAllTasks, listViewTasks } from '@/api/tasks';
import { listLabels } from '@/api/labels';
import { saveGeneralSettings } from '@/api/account';
import { featuresFor, readPermission, type ServerFeatures } from '@/api/version';
import type { CompatMode } from '../src/options.ts';
import { boot, type Harness } from './harness.ts';

/**
 * The client's API layer against the local server imitating each release: every call the product makes
 * where the releases differ must work on each of them (the imitation answers as the real release does).
 */
describe.each<CompatMode>(['0.24', '1', '2'])('the API layer on compat %s', (compat) => {
  let h: Harness;
  let owner: ApiClient;
  let reader: ApiClient;
  let f: ServerFeatures;
  let projectId: number;

  const clientFor = (token: string): ApiClient => createClient({ baseUrl: () => h.base, token: () => token });

  beforeAll(async () => {
    h = await boot({ compat });
    owner = clientFor((await h.user('olive')).token);
    reader = clientFor((await h.user('rick')).token);
    f = featuresFor((await fetchInfo(h.base)).version);
    projectId = (await owner.put<{ id: number }>('/projects', { title: 'Release' })).data.id;
  });
  afterAll(() => h.close());

  it('takes permissions from the single read header, for owners and readers', async () => {
    expect(readPermission(await getProject(owner, projectId))).toBe(2);
    await shareWithUser(owner, f, projectId, 'rick', 0);
    expect(readPermission(await getProject(reader, projectId))).toBe(0);
    await updateUserShare(owner, f, projectId, 'rick', 1);
    expect(readPermission(await getProject(reader, projectId))).toBe(1);
  });

  it('keeps the permission through a save, whose answer carries none', async () => {
    const project = await getProject(owner, projectId);
    expect(readPermission(await updateProject(owner, { ...project, description: 'Saved' }))).toBe(2);
  });

  it('lists projects with their permissions, also where the release lists none', async () => {
    const listed = await listProjects(reader);
    expect(listed.filter((p) => p.id > 0).map((p) => [p.title, readPermission(p)])).toEqual(
      expect.arrayContaining([['Release', 1]]),
    );
    const own = (await listProjects(owner)).filter((p) => p.id > 0);
    expect(own.map((p) => readPermission(p))).toEqual(own.map(() => 2));
  });

  it('user shares are changed and removed by username', async () => {
    await updateUserShare(owner, f, projectId, 'rick', 2);
    expect((await listUserShares(owner, projectId)).map((u) => [u.username, u.permission])).toEqual([['rick', 2]]);
    await removeUserShare(owner, projectId, 'rick');
    expect(await listUserShares(owner, projectId)).toEqual([]);
  });

  it('team members are made admin and removed by username', async () => {
    const team = await createTeam(owner, { name: 'Crew' });
    await addTeamMember(owner, team.id, 'rick');
    await toggleTeamAdmin(owner, team.id, 'rick');
    expect((await getTeam(owner, team.id)).members?.find((m) => m.username === 'rick')?.admin).toBe(true);
    await removeTeamMember(owner, team.id, 'rick');
    expect((await getTeam(owner, team.id)).members?.map((m) => m.username)).toEqual(['olive']);
  });

  it('lists tasks across projects on the path of the release', async () => {
    await owner.put(`/projects/${projectId}/tasks`, { title: 'Across' });
    const page = await listAllTasks(owner, f.allTasksPath, {});
    expect(page.items.map((t) => t.title)).toContain('Across');
  });

  it('expands sub-tasks with the expand parameter the release reads', async () => {
    const parent = (await owner.put<{ id: number }>(`/projects/${projectId}/tasks`, { title: 'Parent' })).data;
    const child = (await owner.put<{ id: number }>(`/projects/${projectId}/tasks`, { title: 'Child' })).data;
    await owner.put(`/projects/${projectId}/tasks`, { title: 'Later' });
    await owner.put(`/tasks/${parent.id}/relations`, { otherTaskId: child.id, relationKind: 'subtask' });
    const list = (await listViews(owner, projectId)).find((v) => v.viewKind === 'list');
    const page = await listViewTasks(owner, projectId, list?.id ?? 0, {
      expand: 'subtasks',
      expandParam: f.taskExpandParam,
    });
    // Expanded, the child leaves its place in the page and comes after it, once.
    const titles = page.items.map((t) => t.title).filter((t) => ['Parent', 'Child', 'Later'].includes(t));
    expect(titles).toEqual(['Parent', 'Later', 'Child']);
  });

  it('imports a file with the verb every release takes', async () => {
    const csv = '"Folder Name","List Name","Title"\n"","Inbox","Imported"\n';
    await migrateFile(owner, 'ticktick', new File([csv], 'backup.csv', { type: 'text/csv' }));
    expect((await listProjects(owner)).map((p) => p.title)).toContain('Inbox');
  });

  it('pages through labels beyond the server cap', async () => {
    for (let i = 0; i < 55; i++) await owner.put('/labels', { title: `L${i}` });
    expect(await listLabels(owner)).toHaveLength(55);
  });

  it('reads the general settings answer as a message', async () => {
    const { data: me } = await owner.get<{ settings: Parameters<typeof saveGeneralSettings>[1] }>('/user');
    expect(await saveGeneralSettings(owner, { ...me.settings, language: 'de-DE' })).toEqual({
      message: expect.any(String),
    });
  });

  it('knows when registration is off, wherever the release reports it', async () => {
    expect(registrationOpen(await fetchInfo(h.base))).toBe(true);
    h.server.state.opts.registration = false;
    expect(registrationOpen(await fetchInfo(h.base))).toBe(false);
  });
});
