import type { Project } from '@/api/types';
import type { TaskDetails } from '@/background/outbox';
import { QuickAddError } from '@/quick-add/errors';
import { resolveProject } from '@/quick-add/resolve';
import { repeatFields } from '@/lib/repeat';
import { parseTaskText, titleWithout, type QuickAddMode } from '@/quick-add';

export interface PopupTask {
  title: string;
  /** null: no project named or picked yet (the popup's lists still loading); the outbox uses the user's default. */
  projectId: number | null;
  details: TaskDetails;
}

/**
 * What the popup sends for one line of quick-add text: the cleaned title, the project it names
 * (else the picked one) and the recognised parts. Throws QuickAddError for an unknown project
 * or a title with nothing left, so the text is kept and the reason shown.
 */
export function popupTask(
  text: string,
  mode: QuickAddMode,
  now: Date,
  projects: Project[],
  pickedProjectId: number | null,
): PopupTask {
  const line = text.replace(/\n/g, ' ');
  const parsed = parseTaskText(line, mode, now);
  // The popup may send much later (the outbox), when the users are looked up after the task
  // exists, so its assignee tokens leave the title at once rather than once found.
  const title = titleWithout(line, parsed, parsed.assignees).trim();
  if (title === '') throw new QuickAddError('EMPTY_TITLE');
  // Enter pressed before the projects arrived: nothing named, nothing picked, so the default project it is,
  // which the outbox looks up when it sends.
  const projectId =
    parsed.project === null && pickedProjectId === null
      ? null
      : resolveProject(parsed.project, { projects, routeProjectId: pickedProjectId, defaultProjectId: null });
  return {
    title,
    projectId,
    details: {
      dueDate: parsed.date ? parsed.date.toISOString() : null,
      ...(parsed.priority !== null ? { priority: parsed.priority } : {}),
      ...repeatFields(parsed.repeats),
      labels: parsed.labels,
      assignees: parsed.assignees,
    },
  };
}
