import { matchPath, useLocation, useMatch } from 'react-router';
import { TASK_ROUTE, taskModalStateOf } from '@/app/task-modal-route-state';
import { useTaskQuery } from '@/queries/task-detail';

const PROJECT_ROUTE = '/projects/:projectId/*';

/** The project id in a path such as /projects/5/12, or null for any other page. */
export function projectIdOfPath(pathname: string): number | null {
  const id = Number(matchPath(PROJECT_ROUTE, pathname)?.params.projectId);
  return Number.isInteger(id) ? id : null;
}

/**
 * The project whose view is on screen: the route's project, or with a task modal open the project
 * of the view behind it (a task visited directly is drawn over its own project). Null elsewhere.
 */
export function useViewProjectId(): number | null {
  const location = useLocation();
  const task = useMatch(TASK_ROUTE);
  const background = task ? taskModalStateOf(location.state)?.backgroundLocation : undefined;
  const taskId = task && !background ? Number(task.params.taskId) : Number.NaN;
  const taskProject = useTaskQuery(taskId).data?.projectId;
  if (!task) return projectIdOfPath(location.pathname);
  if (background) return projectIdOfPath(background.pathname);
  return taskProject ?? null;
}
