import { Reactions } from './Reactions';
import { useCanReact } from './use-can-react';

/** The task's own reactions, below its description. */
export function TaskReactions({ taskId }: { taskId: number }) {
  return <Reactions kind="tasks" id={taskId} canReact={useCanReact(taskId)} />;
}
