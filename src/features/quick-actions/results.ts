import type { Team } from '@/api/teams';
import type { Label, Project, Task } from '@/api/types';

export type Command = 'newTask' | 'newProject' | 'newTeam';
export const COMMANDS: Command[] = ['newTask', 'newProject', 'newTeam'];

export type ResultItem =
  | { kind: 'command'; command: Command }
  | { kind: 'project'; project: Project }
  | { kind: 'task'; task: Task }
  | { kind: 'label'; label: Label }
  | { kind: 'team'; team: Team };

export interface Sources {
  commandTitles: Record<Command, string>;
  projects: Project[];
  tasks: Task[];
  labels: Label[];
  teams: Team[];
}

const PER_GROUP = 5;

/**
 * The projects the palette searches: real projects, saved filters and the favourites pseudo-project
 * (negative ids), each under the title it is shown with (`displayTitle`), so "Favourites" is found in the reader's language.
 */
export function paletteProjects(projects: Project[], displayTitle: (project: Project) => string): Project[] {
  return projects.map((project) => {
    const title = displayTitle(project);
    return title === project.title ? project : { ...project, title };
  });
}
const matches = (text: string, query: string): boolean => text.toLowerCase().includes(query.toLowerCase());

/**
 * The palette's results in this group order: commands, projects, tasks, labels, teams.
 * With a command chosen, nothing else is offered: Enter runs it with the typed text.
 */
export function buildResults(query: string, sources: Sources, active: Command | null, filtered = false): ResultItem[] {
  if (active) return [];
  // A label or project prefix asks for tasks only (the search filters on project and labels).
  if (filtered) return sources.tasks.slice(0, PER_GROUP).map((task) => ({ kind: 'task', task }) as const);
  const q = query.trim();
  const commands = COMMANDS.filter((c) => q === '' || matches(sources.commandTitles[c], q)).map(
    (command) => ({ kind: 'command', command }) as const,
  );
  if (q === '') return commands;
  return [
    ...commands,
    ...sources.projects
      .filter((p) => !p.isArchived && matches(p.title, q))
      .slice(0, PER_GROUP)
      .map((project) => ({ kind: 'project', project }) as const),
    ...sources.tasks.slice(0, PER_GROUP).map((task) => ({ kind: 'task', task }) as const),
    ...sources.labels
      .filter((l) => matches(l.title, q))
      .slice(0, PER_GROUP)
      .map((label) => ({ kind: 'label', label }) as const),
    ...sources.teams
      .filter((t) => matches(t.name, q))
      .slice(0, PER_GROUP)
      .map((team) => ({ kind: 'team', team }) as const),
  ];
}

export interface ResultGroup {
  kind: ResultItem['kind'];
  /** Each item with its place in the flat list (the keyboard moves through that). */
  items: Array<{ item: ResultItem; index: number }>;
}

/** The flat results as the headed groups the palette shows, in the same order. */
export function groupResults(items: ResultItem[]): ResultGroup[] {
  const groups: ResultGroup[] = [];
  items.forEach((item, index) => {
    const last = groups[groups.length - 1];
    if (last?.kind === item.kind) last.items.push({ item, index });
    else groups.push({ kind: item.kind, items: [{ item, index }] });
  });
  return groups;
}
