import { Navigate, useParams, type RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/LoginPage';
import { NoAuthLayout } from '@/features/auth/NoAuthLayout';
import { RegisterPage } from '@/features/auth/RegisterPage';
import { HomePage } from '@/features/home/HomePage';
import { ProjectRedirect } from '@/features/projects/ProjectRedirect';
import { ProjectViewPage } from '@/features/projects/ProjectViewPage';
import { AppLayout } from '@/features/shell/AppLayout';
import { NotFound } from '@/features/shell/NotFound';

export const routes: RouteObject[] = [
  {
    element: <NoAuthLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
    ],
  },
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/projects/:projectId', element: <ProjectRedirect /> },
      { path: '/projects/:projectId/:viewId', element: <ProjectViewPage /> },
      // Old Vikunja links used /lists.
      { path: '/lists/:projectId', element: <LegacyListRedirect /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

function LegacyListRedirect() {
  const { projectId = '' } = useParams();
  return <Navigate to={`/projects/${projectId}`} replace />;
}
