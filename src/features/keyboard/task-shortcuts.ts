/** What a key press in the open task detail asks for. */
export type TaskShortcut =
  | 'done'
  | 'assign'
  | 'labels'
  | 'dueDate'
  | 'attachment'
  | 'related'
  | 'move'
  | 'color'
  | 'reminder'
  | 'description'
  | 'priority'
  | 'delete'
  | 'favorite'
  | 'save';

/** The parts of a KeyboardEvent the mapping reads. */
export interface KeyPress {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
}

const PLAIN: Readonly<Record<string, TaskShortcut>> = {
  t: 'done',
  a: 'assign',
  l: 'labels',
  d: 'dueDate',
  f: 'attachment',
  r: 'related',
  m: 'move',
  c: 'color',
  e: 'description',
  p: 'priority',
  s: 'favorite',
};

/**
 * Maps a key press to a task-detail action, or null. `typing` says the press comes from a field a
 * person types in: there only ctrl/cmd+s counts (it saves what is being edited).
 */
export function taskShortcut(press: KeyPress, typing: boolean): TaskShortcut | null {
  if (press.isComposing) return null;
  const key = press.key.toLowerCase();
  if (press.ctrlKey || press.metaKey) {
    return !press.altKey && !press.shiftKey && (key === 's' || press.code === 'KeyS') ? 'save' : null;
  }
  if (typing) return null;
  // macOS turns alt+r into "®": the physical key decides.
  if (press.altKey) return !press.shiftKey && (key === 'r' || press.code === 'KeyR') ? 'reminder' : null;
  if (press.shiftKey) return press.key === 'Delete' ? 'delete' : null;
  return PLAIN[key] ?? null;
}

/** The shortcuts as the help dialog lists them: keys to show, then the action. */
export const TASK_SHORTCUT_KEYS: ReadonlyArray<readonly [string[], TaskShortcut]> = [
  [['t'], 'done'],
  [['a'], 'assign'],
  [['l'], 'labels'],
  [['d'], 'dueDate'],
  [['f'], 'attachment'],
  [['r'], 'related'],
  [['m'], 'move'],
  [['c'], 'color'],
  [['Alt', 'r'], 'reminder'],
  [['e'], 'description'],
  [['p'], 'priority'],
  [['s'], 'favorite'],
  [['Shift', 'Delete'], 'delete'],
  [['Ctrl/⌘', 'S'], 'save'],
];
