import type { TaskField } from './task-fields';

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button:not(:disabled)';

/**
 * Puts the focus in a field just shown or asked for: on the control its shortcut marks, else its first
 * control. Attachments open the file chooser, as their shortcut always did.
 */
export function focusField(root: HTMLElement, field: TaskField): void {
  const row = root.querySelector<HTMLElement>(`[data-task-field="${field}"]`);
  if (!row) return;
  if (field === 'attachments') {
    row.querySelector<HTMLButtonElement>('.attach-button')?.focus();
    row.querySelector<HTMLInputElement>('input[type="file"]')?.click();
    return;
  }
  const target = row.querySelector<HTMLElement>('[data-shortcut]') ?? row.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
  row.scrollIntoView?.({ block: 'nearest' });
}
