import { Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, type RouteObject } from 'react-router';
import { Loading } from '@/components/Status';
import { legacyListTarget } from '@/features/projects/pick-view';
import { NoAuthLayout } from '@/features/auth/NoAuthLayout';
import { ProjectRedirect } from '@/features/projects/ProjectRedirect';
import { AppLayout } from '@/features/shell/AppLayout';
import { RootGate } from '@/features/shell/RootGate';
import { lazyScreen } from '@/lib/lazy-screen';
import { untilEnglishComplete } from './i18n';
import { withTaskModal } from './task-modal-route';

/**
 * A route whose screen loads on first visit, so the first page of the app carries only the shell;
 * boot asks for the current route's screen at once (preloadRoute), beside the session and the data.
 */
const lazyPage = (load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> => {
  // A page's own English (beyond the first screens') comes with its code; a preloaded page draws at once.
  const { Screen: Page, preload } = lazyScreen(
    async () => (await Promise.all([load(), untilEnglishComplete()]))[0],
    <Loading />,
  );
  const handle: PageHandle = { preload };
  return {
    element: (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    ),
    handle,
  };
};

/** What a lazily loaded route keeps in its `handle`: how to start loading its screen early. */
interface PageHandle {
  preload: () => Promise<unknown>;
}

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as Partial<PageHandle>).preload === 'function';

export const routes: RouteObject[] = [
  {
    element: <RootGate />,
    children: [
      {
        element: <NoAuthLayout />,
        children: [
          { path: '/login', ...lazyPage(() => import('@/features/auth/LoginPage').then((m) => m.LoginPage)) },
          { path: '/register', ...lazyPage(() => import('@/features/auth/RegisterPage').then((m) => m.RegisterPage)) },
          {
            path: '/get-password-reset',
            ...lazyPage(() => import('@/features/auth/PasswordResetRequest').then((m) => m.PasswordResetRequest)),
          },
          {
            path: '/password-reset',
            ...lazyPage(() => import('@/features/auth/PasswordReset').then((m) => m.PasswordReset)),
          },
          {
            path: '/auth/openid/:provider',
            ...lazyPage(() => import('@/features/auth/OpenIdCallback').then((m) => m.OpenIdCallback)),
          },
          // One route for both shapes so wiping the hash from the address bar keeps the screen mounted.
          {
            path: '/share/:share?/auth',
            ...lazyPage(() => import('@/features/auth/LinkShareAuth').then((m) => m.LinkShareAuth)),
          },
        ],
      },
      {
        element: <AppLayout />,
        // The task route draws its modal over the page it was opened from.
        children: withTaskModal([
          { path: '/', ...lazyPage(() => import('@/features/home/HomePage').then((m) => m.HomePage)) },
          {
            path: '/tasks/by/upcoming',
            ...lazyPage(() => import('@/features/upcoming/UpcomingPage').then((m) => m.UpcomingPage)),
          },
          { path: '/projects', ...lazyPage(() => import('@/features/shell/ListPages').then((m) => m.ProjectsPage)) },
          { path: '/labels', ...lazyPage(() => import('@/features/labels/LabelsPage').then((m) => m.LabelsPage)) },
          { path: '/teams', ...lazyPage(() => import('@/features/teams/TeamsPage').then((m) => m.TeamsPage)) },
          { path: '/about', ...lazyPage(() => import('@/features/shell/About').then((m) => m.AboutPage)) },
          {
            path: '/labels/new',
            ...lazyPage(() => import('@/features/labels/LabelsPage').then((m) => m.NewLabelModal)),
          },
          { path: '/teams/new', ...lazyPage(() => import('@/features/teams/TeamsPage').then((m) => m.NewTeamModal)) },
          {
            path: '/teams/:teamId/edit',
            ...lazyPage(() => import('@/features/teams/TeamEditPage').then((m) => m.TeamEditPage)),
          },
          {
            path: '/user/settings',
            ...lazyPage(() => import('@/features/settings/SettingsLayout').then((m) => m.SettingsLayout)),
            children: [
              { index: true, element: <Navigate to="/user/settings/general" replace /> },
              {
                path: 'general',
                ...lazyPage(() => import('@/features/settings/GeneralSettings').then((m) => m.GeneralSettings)),
              },
              {
                path: 'password-update',
                ...lazyPage(() => import('@/features/settings/AccountForms').then((m) => m.PasswordSettings)),
              },
              {
                path: 'email-update',
                ...lazyPage(() => import('@/features/settings/AccountForms').then((m) => m.EmailSettings)),
              },
              {
                path: 'avatar',
                ...lazyPage(() => import('@/features/settings/AvatarSettings').then((m) => m.AvatarSettings)),
              },
              {
                path: 'totp',
                ...lazyPage(() => import('@/features/settings/TotpSettings').then((m) => m.TotpSettings)),
              },
              {
                path: 'sessions',
                ...lazyPage(() => import('@/features/settings/SessionsSettings').then((m) => m.SessionsSettings)),
              },
              {
                path: 'caldav',
                ...lazyPage(() => import('@/features/settings/CaldavSettings').then((m) => m.CaldavSettings)),
              },
              {
                path: 'api-tokens',
                ...lazyPage(() => import('@/features/settings/ApiTokensSettings').then((m) => m.ApiTokensSettings)),
              },
              {
                path: 'data-export',
                ...lazyPage(() => import('@/features/settings/DataSettings').then((m) => m.ExportSettings)),
              },
              {
                path: 'deletion',
                ...lazyPage(() => import('@/features/settings/DataSettings').then((m) => m.DeletionSettings)),
              },
              {
                path: 'migrate',
                ...lazyPage(() => import('@/features/migration/MigrationOverview').then((m) => m.MigrationOverview)),
              },
            ],
          },
          {
            path: '/user/export/download',
            ...lazyPage(() => import('@/features/settings/ExportDownload').then((m) => m.ExportDownload)),
          },
          {
            path: '/migrate/:service',
            ...lazyPage(() => import('@/features/migration/MigrateServicePage').then((m) => m.MigrateServicePage)),
          },
          {
            path: '/filters/new',
            ...lazyPage(() => import('@/features/filters/FilterModals').then((m) => m.NewFilterModal)),
          },
          {
            path: '/tasks/:taskId',
            ...lazyPage(() => import('@/features/task-detail/TaskDetailPage').then((m) => m.TaskDetailPage)),
          },
          {
            path: '/projects/:projectId/settings/edit',
            ...lazyPage(() => import('@/features/projects/settings/ProjectEditModal').then((m) => m.ProjectEditModal)),
          },
          {
            path: '/projects/:projectId/settings/archive',
            ...lazyPage(() =>
              import('@/features/projects/settings/ProjectDangerModals').then((m) => m.ProjectArchiveModal),
            ),
          },
          {
            path: '/projects/:projectId/settings/duplicate',
            ...lazyPage(() =>
              import('@/features/projects/settings/ProjectDangerModals').then((m) => m.ProjectDuplicateModal),
            ),
          },
          {
            path: '/projects/:projectId/settings/delete',
            ...lazyPage(() =>
              import('@/features/projects/settings/ProjectDangerModals').then((m) => m.ProjectDeleteModal),
            ),
          },
          {
            path: '/projects/:projectId/settings/views',
            ...lazyPage(() =>
              import('@/features/projects/settings/ProjectViewsModal').then((m) => m.ProjectViewsModal),
            ),
          },
          {
            path: '/projects/:projectId/settings/background',
            ...lazyPage(() =>
              import('@/features/projects/settings/ProjectBackgroundModal').then((m) => m.ProjectBackgroundModal),
            ),
          },
          {
            path: '/projects/:projectId/settings/webhooks',
            ...lazyPage(() =>
              import('@/features/projects/settings/ProjectWebhooksModal').then((m) => m.ProjectWebhooksModal),
            ),
          },
          {
            path: '/projects/new',
            ...lazyPage(() => import('@/features/projects/settings/NewProjectModal').then((m) => m.NewProjectModal)),
          },
          {
            path: '/projects/:parentProjectId/new',
            ...lazyPage(() => import('@/features/projects/settings/NewProjectModal').then((m) => m.NewProjectModal)),
          },
          {
            path: '/projects/:projectId/info',
            ...lazyPage(() => import('@/features/projects/ProjectInfoModal').then((m) => m.ProjectInfoModal)),
          },
          {
            path: '/projects/:projectId/settings/share',
            ...lazyPage(() => import('@/features/sharing/ShareModal').then((m) => m.ShareModal)),
          },
          { path: '/projects/:projectId', element: <ProjectRedirect /> },
          {
            path: '/projects/:projectId/:viewId',
            ...lazyPage(() => import('@/features/projects/ProjectViewPage').then((m) => m.ProjectViewPage)),
          },
          // Old Vikunja links used /lists.
          { path: '/lists/*', element: <LegacyListRedirect /> },
          { path: '*', ...lazyPage(() => import('@/features/shell/NotFound').then((m) => m.NotFound)) },
        ]),
      },
    ],
  },
];

function LegacyListRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={legacyListTarget(pathname, search, hash)} replace />;
}

/**
 * Starts loading the screens a path needs, so they arrive while the session and translations load; settles
 * once they are here (or failed). It asks a microtask after the call: the build's preload helper sends a
 * dynamic import's request a microtask after it is made, so a module imported in the same turn (boot's kept
 * cache code) is asked for before the screen's thirty-odd chunks, which would otherwise queue it.
 */
export async function preloadRoute(path: string): Promise<void> {
  await Promise.resolve();
  const screens = (matchRoutes(routes, path) ?? []).map(({ route: { handle } }) =>
    isPageHandle(handle) ? handle.preload().catch(() => undefined) : undefined,
  );
  await Promise.all(screens);
}
