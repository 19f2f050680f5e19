import { readPermission } from '@/api/version';
import { useProjectQuery } from '@/queries/projects';
import { useTaskQuery } from '@/queries/task-detail';
import { useSession } from '@/stores/session';

const WRITE = 1;
const ADMIN = 2;

/** What the visitor may do on a task, read from its project (false everywhere until the project is known). */
export interface TaskAccess {
  /** A link-share guest: the server refuses user-only actions (1023). */
  guest: boolean;
  /** Write access to an unarchived project: the server's rule for tasks, comments and reactions. */
  canWrite: boolean;
  /** Admin of an unarchived project: may also delete other people's comments. */
  canAdmin: boolean;
}

export function useTaskAccess(taskId: number): TaskAccess {
  const guest = useSession((s) => s.linkShare !== null);
  const task = useTaskQuery(taskId);
  const project = useProjectQuery(task.data?.projectId ?? Number.NaN);
  if (!project.data || project.data.isArchived) return { guest, canWrite: false, canAdmin: false };
  const permission = readPermission(project.data) ?? 0;
  return { guest, canWrite: permission >= WRITE, canAdmin: permission >= ADMIN };
}

/**
 * Whether the signed-in person may react on a task and its comments: not as a link-share guest, and
 * only with write access to an unarchived project (the server's rule for adding reactions).
 */
export function useCanReact(taskId: number): boolean {
  const { guest, canWrite } = useTaskAccess(taskId);
  return !guest && canWrite;
}
