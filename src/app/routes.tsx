import { Navigate, useParams, type RouteObject } from 'react-router';
import { LinkShareAuth } from '@/features/auth/LinkShareAuth';
import { LoginPage } from '@/features/auth/LoginPage';
import { NoAuthLayout } from '@/features/auth/NoAuthLayout';
import { OpenIdCallback } from '@/features/auth/OpenIdCallback';
import { PasswordReset } from '@/features/auth/PasswordReset';
import { PasswordResetRequest } from '@/features/auth/PasswordResetRequest';
import { RegisterPage } from '@/features/auth/RegisterPage';
import { HomePage } from '@/features/home/HomePage';
import { ProjectRedirect } from '@/features/projects/ProjectRedirect';
import { ProjectViewPage } from '@/features/projects/ProjectViewPage';
import { AboutPage } from '@/features/shell/About';
import { AppLayout } from '@/features/shell/AppLayout';
import { ProjectsPage } from '@/features/shell/ListPages';
import { NotFound } from '@/features/shell/NotFound';
import { RootGate } from '@/features/shell/RootGate';
import { UpcomingPage } from '@/features/upcoming/UpcomingPage';
import { NewFilterModal } from '@/features/filters/FilterModals';
import { LabelsPage } from '@/features/labels/LabelsPage';
import { ProjectArchiveModal, ProjectDeleteModal, ProjectDuplicateModal } from '@/features/projects/settings/ProjectDangerModals';
import { ProjectEditModal } from '@/features/projects/settings/ProjectEditModal';
import { TaskDetailPage } from '@/features/task-detail/TaskDetailPage';
import { ShareModal } from '@/features/sharing/ShareModal';
import { EmailSettings, PasswordSettings } from '@/features/settings/AccountForms';
import { ApiTokensSettings } from '@/features/settings/ApiTokensSettings';
import { AvatarSettings } from '@/features/settings/AvatarSettings';
import { DeletionSettings, ExportSettings } from '@/features/settings/DataSettings';
import { GeneralSettings } from '@/features/settings/GeneralSettings';
import { SettingsLayout } from '@/features/settings/SettingsLayout';
import { TotpSettings } from '@/features/settings/TotpSettings';
import { TeamEditPage } from '@/features/teams/TeamEditPage';
import { TeamsPage } from '@/features/teams/TeamsPage';

export const routes: RouteObject[] = [
  {
    element: <RootGate />,
    children: [
      {
        element: <NoAuthLayout />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/get-password-reset', element: <PasswordResetRequest /> },
          { path: '/password-reset', element: <PasswordReset /> },
          { path: '/auth/openid/:provider', element: <OpenIdCallback /> },
          // One route for both shapes so wiping the hash from the address bar keeps the screen mounted.
          { path: '/share/:share?/auth', element: <LinkShareAuth /> },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/tasks/by/upcoming', element: <UpcomingPage /> },
          { path: '/projects', element: <ProjectsPage /> },
          { path: '/labels', element: <LabelsPage /> },
          { path: '/teams', element: <TeamsPage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/teams/:teamId/edit', element: <TeamEditPage /> },
          {
            path: '/user/settings',
            element: <SettingsLayout />,
            children: [
              { index: true, element: <Navigate to="/user/settings/general" replace /> },
              { path: 'general', element: <GeneralSettings /> },
              { path: 'password-update', element: <PasswordSettings /> },
              { path: 'email-update', element: <EmailSettings /> },
              { path: 'avatar', element: <AvatarSettings /> },
              { path: 'totp', element: <TotpSettings /> },
              { path: 'api-tokens', element: <ApiTokensSettings /> },
              { path: 'data-export', element: <ExportSettings /> },
              { path: 'deletion', element: <DeletionSettings /> },
            ],
          },
          { path: '/filters/new', element: <NewFilterModal /> },
          { path: '/tasks/:taskId', element: <TaskDetailPage /> },
          { path: '/projects/:projectId/settings/edit', element: <ProjectEditModal /> },
          { path: '/projects/:projectId/settings/archive', element: <ProjectArchiveModal /> },
          { path: '/projects/:projectId/settings/duplicate', element: <ProjectDuplicateModal /> },
          { path: '/projects/:projectId/settings/delete', element: <ProjectDeleteModal /> },
          { path: '/projects/:projectId/settings/share', element: <ShareModal /> },
          { path: '/projects/:projectId', element: <ProjectRedirect /> },
          { path: '/projects/:projectId/:viewId', element: <ProjectViewPage /> },
          // Old Vikunja links used /lists.
          { path: '/lists/:projectId', element: <LegacyListRedirect /> },
          { path: '/lists/:projectId/:viewId', element: <LegacyListRedirect /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

function LegacyListRedirect() {
  const { projectId = '', viewId } = useParams();
  return <Navigate to={`/projects/${projectId}${viewId ? `/${viewId}` : ''}`} replace />;
}
