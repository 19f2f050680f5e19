import { describe, expect, it } from 'vitest';
import type { Team } from '@/api/teams';
import type { Label, Project, Task } from '@/api/types';
import { buildResults, groupResults, paletteProjects, type Sources } from './results';

const sources: Sources = {
  commandTitles: { newTask: 'New task', newProject: 'New project', newTeam: 'New team' },
  projects: [
    { id: 1, title: 'Garden', isArchived: false },
    { id: 2, title: 'Old garden', isArchived: true },
    { id: 3, title: 'Work', isArchived: false },
  ] as Project[],
  tasks: [{ id: 10, title: 'Water the garden' }] as Task[],
  labels: [
    { id: 5, title: 'gardening' },
    { id: 6, title: 'urgent' },
  ] as Label[],
  teams: [{ id: 8, name: 'Garden club' }] as Team[],
};

const summary = (items: ReturnType<typeof buildResults>) =>
  items.map((i) => {
    switch (i.kind) {
      case 'command':
        return `command:${i.command}`;
      case 'project':
        return `project:${i.project.id}`;
      case 'task':
        return `task:${i.task.id}`;
      case 'label':
        return `label:${i.label.id}`;
      case 'team':
        return `team:${i.team.id}`;
    }
  });

describe('buildResults', () => {
  it.each([
    ['', null, ['command:newTask', 'command:newProject', 'command:newTeam']],
    ['garden', null, ['project:1', 'task:10', 'label:5', 'team:8']],
    // Tasks are the server's search results for the query, so they are listed as given.
    ['new pro', null, ['command:newProject', 'task:10']],
    ['GARDEN', null, ['project:1', 'task:10', 'label:5', 'team:8']],
    ['anything', 'newTask', []],
  ] as const)('%j with command %j', (query, active, expected) => {
    expect(summary(buildResults(query, sources, active))).toEqual(expected);
  });
});

describe('buildResults with a label or project prefix', () => {
  it('lists the filtered tasks only', () => {
    expect(summary(buildResults('garden', sources, null, true))).toEqual(['task:10']);
  });
});

describe('groupResults', () => {
  it('groups consecutive kinds and keeps each flat index', () => {
    const groups = groupResults(
      buildResults(
        'garden',
        { ...sources, labels: [...sources.labels, { id: 7, title: 'garden tools' } as Label] },
        null,
      ),
    );
    expect(groups.map((g) => [g.kind, g.items.map((i) => i.index)])).toEqual([
      ['project', [0]],
      ['task', [1]],
      ['label', [2, 3]],
      ['team', [4]],
    ]);
  });
});

describe('paletteProjects', () => {
  const all = [
    { id: -1, title: 'Favorites', isArchived: false },
    { id: -2, title: 'Due this week', isArchived: false },
    { id: 1, title: 'Garden', isArchived: false },
  ] as Project[];
  const display = (p: Project) => (p.id === -1 ? 'Favourites' : p.title);
  const withProjects = { ...sources, projects: paletteProjects(all, display) };

  it('offers saved filters and the favourites pseudo-project, not only real projects', () => {
    expect(summary(buildResults('due', withProjects, null))).toContain('project:-2');
    expect(summary(buildResults('favour', withProjects, null))).toContain('project:-1');
  });

  it('finds the favourites pseudo-project under its shown title, leaving other projects as they are', () => {
    const [favourites, filter] = paletteProjects(all, display);
    expect(favourites?.title).toBe('Favourites');
    expect(filter).toBe(all[1]);
  });
});
