import { parseTaskText } from './parse';
import type { ParsedPart, QuickAddMode } from './types';
import { QuickAddError } from './errors';
import { splitLines } from './lines';
import { repeatFields } from '@/lib/repeat';
import { resolveProject, type ProjectContext } from './resolve';

/** What one line of input asks the server for, with the project already resolved. */
export interface TaskPlan {
  /** The parsed title; its assignee tokens leave it once their users are found (createPlannedTasks). */
  title: string;
  /** The line and its parsed parts, to take those tokens out; without it the title is final. */
  parsedFrom?: { line: string; parts: ParsedPart[] };
  projectId: number;
  dueDate: string | null;
  priority: number;
  repeatAfter: number;
  repeatMode: number;
  labels: string[];
  assignees: string[];
  /** Index of the plan this one is a subtask of. */
  parent: number | null;
}

/** The project names the input mentions, to know whether projects must be loaded at all. */
export function mentionedProjects(text: string, mode: QuickAddMode, now: Date): string[] {
  return splitLines(text).flatMap((line) => parseTaskText(line.text, mode, now).project ?? []);
}

/**
 * Turns the whole input into task plans, resolving every project first so that an unknown
 * project fails before anything is created. A subtask without its own project joins its parent's.
 */
export function planTasks(text: string, mode: QuickAddMode, now: Date, ctx: ProjectContext): TaskPlan[] {
  const plans: TaskPlan[] = [];
  for (const line of splitLines(text)) {
    const parsed = parseTaskText(line.text, mode, now);
    if (parsed.text.trim() === '') throw new QuickAddError('EMPTY_TITLE', line.text);
    const parentProject = line.parent === null ? null : (plans[line.parent]?.projectId ?? null);
    const projectId =
      parsed.project === null && parentProject !== null ? parentProject : resolveProject(parsed.project, ctx);
    plans.push({
      title: parsed.text,
      parsedFrom: { line: line.text, parts: parsed.parts },
      projectId,
      dueDate: parsed.date?.toISOString() ?? null,
      priority: parsed.priority ?? 0,
      ...repeatFields(parsed.repeats),
      labels: parsed.labels,
      assignees: parsed.assignees,
      parent: line.parent,
    });
  }
  return plans;
}
