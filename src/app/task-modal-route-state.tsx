import { Link, matchPath, useLocation, useNavigate, type LinkProps, type Location } from 'react-router';

/** The task detail's route: shown as a modal over the view it was opened from. */
export const TASK_ROUTE = '/tasks/:taskId';

/**
 * History state of a task modal: the location drawn behind it, and how many task entries were pushed
 * on top of that location, so closing can step back to it instead of adding one more entry.
 */
export interface TaskModalState {
  backgroundLocation: Location;
  taskModalDepth: number;
}

export const isTaskPath = (pathname: string): boolean => matchPath(TASK_ROUTE, pathname) !== null;

/** The modal state kept in a location, or null for a visit that came from outside the app. */
export function taskModalStateOf(state: unknown): TaskModalState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { backgroundLocation, taskModalDepth } = state as Partial<TaskModalState>;
  if (typeof backgroundLocation?.pathname !== 'string' || isTaskPath(backgroundLocation.pathname)) return null;
  return { backgroundLocation, taskModalDepth: typeof taskModalDepth === 'number' ? taskModalDepth : 0 };
}

/**
 * The state for opening a task from `from`: a task opened from another task keeps that one's background;
 * from a task visited directly there is none (it is drawn over its project).
 */
export function taskModalState(from: Location): TaskModalState | undefined {
  if (!isTaskPath(from.pathname)) return { backgroundLocation: from, taskModalDepth: 1 };
  const current = taskModalStateOf(from.state);
  return current
    ? { backgroundLocation: current.backgroundLocation, taskModalDepth: current.taskModalDepth + 1 }
    : undefined;
}

/** Navigates to an app route; a task route opens as a modal over the current view. */
export function useOpenRoute(): (route: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (route) => {
    if (isTaskPath(route.split(/[?#]/)[0] ?? route)) void navigate(route, { state: taskModalState(location) });
    else void navigate(route);
  };
}

/** Opens a task as a modal over the current view. */
export function useOpenTask(): (taskId: number) => void {
  const open = useOpenRoute();
  return (taskId) => open(`/tasks/${taskId}`);
}

/** The opening state of each location links were drawn at: one for a whole list of task links, not one a row. */
const linkStates = new WeakMap<Location, { state: TaskModalState | undefined }>();

function linkState(location: Location): TaskModalState | undefined {
  let entry = linkStates.get(location);
  if (!entry) linkStates.set(location, (entry = { state: taskModalState(location) }));
  return entry.state;
}

/** A link to a task that opens it as a modal over the current view. */
export function TaskLink({ taskId, ...props }: Omit<LinkProps, 'to' | 'state'> & { taskId: number }) {
  const location = useLocation();
  return <Link {...props} to={`/tasks/${taskId}`} state={linkState(location)} />;
}

/**
 * Closing a task modal: back to the view it was opened over (stepping back through history, which is
 * known to hold that view), else to the task's project; never back out of the app.
 */
export function useCloseTask(projectId: number | undefined): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const modal = taskModalStateOf(location.state);
    if (modal && modal.taskModalDepth > 0) void navigate(-modal.taskModalDepth);
    else if (modal) void navigate(modal.backgroundLocation, { state: modal.backgroundLocation.state as unknown });
    else void navigate(projectId ? `/projects/${projectId}` : '/');
  };
}
