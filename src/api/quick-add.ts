import type { ApiClient } from '@/api/client';
import { addLabelToTask, createLabel } from '@/api/labels';
import { addRelation } from '@/api/relations';
import { createTask, createTasks } from '@/api/tasks';
import type { Label, Task, User } from '@/api/types';
import type { ServerFeatures } from '@/api/version';
import { addAssignee } from '@/api/assignees';
import { searchUsers } from '@/api/users';
import { QuickAddError } from '@/quick-add/errors';
import { randomLabelColour } from '@/lib/palette';
import { titleWithout } from '@/quick-add/title-without';
import type { TaskPlan } from '@/quick-add/plan';
import { matchAssignee, matchLabels } from '@/quick-add/resolve';

export interface QuickAddOutcome {
  tasks: Task[];
  createdLabels: Label[];
  /** Assignee names no user matched; the tasks were created without them. */
  unmatchedAssignees: string[];
}

const key = (name: string) => name.toLowerCase();

async function ensureLabels(client: ApiClient, plans: TaskPlan[], existing: Label[], random: () => number) {
  const { found, missing } = matchLabels([...new Set(plans.flatMap((p) => p.labels))], existing);
  const created: Label[] = [];
  for (const title of missing) {
    try {
      created.push(await createLabel(client, { title, hexColor: randomLabelColour(random) }));
    } catch (cause) {
      throw new QuickAddError('LABEL_CREATE_FAILED', title, cause);
    }
  }
  return { byName: new Map([...found, ...created].map((l) => [key(l.title), l])), created };
}

async function findAssignees(client: ApiClient, plans: TaskPlan[]) {
  const names = [...new Set(plans.flatMap((p) => p.assignees))];
  const found = await Promise.all(names.map(async (name) => matchAssignee(name, await searchUsers(client, name))));
  const byName = new Map<string, User>();
  names.forEach((name, i) => {
    const user = found[i];
    if (user) byName.set(key(name), user);
  });
  return { byName, unmatched: names.filter((name) => !byName.has(key(name))) };
}

/**
 * Gives an existing task labels (found case-insensitively, else created) and assignees (by the
 * same search rule). Used for popup quick adds sent through the extension's outbox.
 */
export async function attachByName(
  client: ApiClient,
  taskId: number,
  names: { labels: string[]; assignees: string[] },
  existingLabels: Label[],
  random: () => number = Math.random,
): Promise<{ unmatchedAssignees: string[] }> {
  const plan = { labels: names.labels, assignees: names.assignees } as TaskPlan;
  const labels = await ensureLabels(client, [plan], existingLabels, random);
  const users = await findAssignees(client, [plan]);
  for (const name of names.labels) {
    const label = labels.byName.get(key(name));
    if (label) await addLabelToTask(client, taskId, label.id);
  }
  for (const name of names.assignees) {
    const user = users.byName.get(key(name));
    if (user) await addAssignee(client, taskId, user.id);
  }
  return { unmatchedAssignees: users.unmatched };
}

/**
 * Carries out planned tasks: creates missing labels first (so a label failure creates no task),
 * looks assignees up, then creates each task in order with its labels, assignees and parent link.
 */
export async function createPlannedTasks(
  client: ApiClient,
  plans: TaskPlan[],
  existingLabels: Label[],
  random: () => number = Math.random,
  features: Pick<ServerFeatures, 'hasBulkTaskCreate'> = { hasBulkTaskCreate: false },
): Promise<QuickAddOutcome> {
  const labels = await ensureLabels(client, plans, existingLabels, random);
  const users = await findAssignees(client, plans);
  // Assignee tokens leave the title only for the users found, as in Vikunja; a title of
  // nothing but found assignees keeps them rather than going out empty.
  const titleOf = (plan: TaskPlan): string => {
    const found = plan.assignees.filter((name) => users.byName.has(key(name)));
    return (
      (plan.parsedFrom &&
        titleWithout(plan.parsedFrom.line, { text: plan.title, parts: plan.parsedFrom.parts }, found)) ||
      plan.title
    );
  };
  const input = (plan: TaskPlan) => {
    const { dueDate, priority, repeatAfter, repeatMode } = plan;
    return { title: titleOf(plan), dueDate: dueDate ?? undefined, priority, repeatAfter, repeatMode };
  };
  // Lines that all go to one project are created in one request where the release offers it.
  const oneProject = plans.length > 1 && plans.every((p) => p.projectId === plans[0]?.projectId);
  const made = oneProject ? await createTasks(client, features, plans[0]!.projectId, plans.map(input)) : [];
  const tasks: Task[] = [];
  for (const [i, plan] of plans.entries()) {
    const task = made[i] ?? (await createTask(client, plan.projectId, input(plan)));
    for (const name of plan.labels) {
      const label = labels.byName.get(key(name));
      if (label) await addLabelToTask(client, task.id, label.id);
    }
    for (const name of plan.assignees) {
      const user = users.byName.get(key(name));
      if (user) await addAssignee(client, task.id, user.id);
    }
    const parent = plan.parent === null ? undefined : tasks[plan.parent];
    if (parent) await addRelation(client, parent.id, task.id, 'subtask');
    tasks.push(task);
  }
  return { tasks, createdLabels: labels.created, unmatchedAssignees: users.unmatched };
}
