/**
 * Every route of the app (src/app/routes.tsx) and the addresses the phone pass opens for it. A unit test
 * (tests/unit/phone-routes.test.tsx) fails when a route is added without a line here.
 */

import { SETTINGS_SECTIONS } from '../../src/features/settings/sections';

/** What the phone pass seeds before it opens the signed-in routes. */
export interface PhoneData {
  project: number;
  task: number;
  team: number;
  /** The project id of a saved filter (negative). */
  filterProject: number;
  view: (kind: 'list' | 'gantt' | 'table' | 'kanban') => string;
}

/** Signed out; signed in: pages, dialogs (modal routes) and settings; link shares get their own test. */
export type PhoneGroup = 'signed-out' | 'pages' | 'dialogs' | 'settings' | 'link-share';

export interface PhoneRoute {
  pattern: string;
  group: PhoneGroup;
  /** The addresses opened for it (more than one where a route shows different screens). */
  paths: (d: PhoneData) => string[];
}

const one = (path: string) => (): string[] => [path];

const SETTINGS = [...SETTINGS_SECTIONS, 'migrate'];

const PROJECT_DIALOGS = ['edit', 'archive', 'duplicate', 'delete', 'views', 'background', 'webhooks', 'share'];

export const PHONE_ROUTES: PhoneRoute[] = [
  { pattern: '/login', group: 'signed-out', paths: one('/login') },
  { pattern: '/register', group: 'signed-out', paths: one('/register') },
  { pattern: '/get-password-reset', group: 'signed-out', paths: one('/get-password-reset') },
  { pattern: '/password-reset', group: 'signed-out', paths: one('/password-reset?userToken=phone-check') },
  { pattern: '/auth/openid/:provider', group: 'signed-out', paths: one('/auth/openid/none?code=x&state=y') },
  // Opened with a real share (with and without a password) in its own test.
  { pattern: '/share/:share?/auth', group: 'link-share', paths: () => [] },

  { pattern: '/', group: 'pages', paths: one('/') },
  { pattern: '/tasks/by/upcoming', group: 'pages', paths: one('/tasks/by/upcoming') },
  { pattern: '/projects', group: 'pages', paths: one('/projects') },
  { pattern: '/labels', group: 'pages', paths: one('/labels') },
  { pattern: '/teams', group: 'pages', paths: one('/teams') },
  { pattern: '/teams/:teamId/edit', group: 'pages', paths: (d) => [`/teams/${d.team}/edit`] },
  { pattern: '/projects/:projectId', group: 'pages', paths: (d) => [`/projects/${d.project}`, '/projects/-1'] },
  {
    pattern: '/projects/:projectId/:viewId',
    group: 'pages',
    paths: (d) => [d.view('list'), d.view('gantt'), d.view('table'), d.view('kanban'), `/projects/${d.filterProject}`],
  },
  { pattern: '/lists/*', group: 'pages', paths: (d) => [`/lists/${d.project}`] },
  { pattern: '/migrate/:service', group: 'pages', paths: one('/migrate/todoist') },
  { pattern: '/user/export/download', group: 'pages', paths: one('/user/export/download') },
  { pattern: '*', group: 'pages', paths: one('/no-such-page') },

  { pattern: '/about', group: 'dialogs', paths: one('/about') },
  { pattern: '/labels/new', group: 'dialogs', paths: one('/labels/new') },
  { pattern: '/teams/new', group: 'dialogs', paths: one('/teams/new') },
  { pattern: '/filters/new', group: 'dialogs', paths: one('/filters/new') },
  { pattern: '/projects/new', group: 'dialogs', paths: one('/projects/new') },
  { pattern: '/projects/:parentProjectId/new', group: 'dialogs', paths: (d) => [`/projects/${d.project}/new`] },
  { pattern: '/projects/:projectId/info', group: 'dialogs', paths: (d) => [`/projects/${d.project}/info`] },
  { pattern: '/tasks/:taskId', group: 'dialogs', paths: (d) => [`/tasks/${d.task}`] },
  ...PROJECT_DIALOGS.map((section): PhoneRoute => ({
    pattern: `/projects/:projectId/settings/${section}`,
    group: 'dialogs',
    paths: (d) =>
      section === 'edit'
        ? [`/projects/${d.project}/settings/edit`, `/projects/${d.filterProject}/settings/edit`]
        : [`/projects/${d.project}/settings/${section}`],
  })),

  { pattern: '/user/settings', group: 'settings', paths: one('/user/settings') },
  ...SETTINGS.map((s): PhoneRoute => ({
    pattern: `/user/settings/${s}`,
    group: 'settings',
    paths: one(`/user/settings/${s}`),
  })),
];

/** The addresses of one group, for seeded data. */
export function phonePaths(group: PhoneGroup, data: PhoneData): string[] {
  return PHONE_ROUTES.filter((r) => r.group === group).flatMap((r) => r.paths(data));
}
