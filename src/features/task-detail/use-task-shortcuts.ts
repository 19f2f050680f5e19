import { useEffect, useRef, type RefObject } from 'react';
import { isTypingTarget } from '@/features/keyboard/chords';
import { taskShortcut, type TaskShortcut } from '@/features/keyboard/task-shortcuts';

/** Actions run in code; the others focus or press the control marked `data-shortcut="<action>"`. */
export type ShortcutHandlers = Partial<Record<TaskShortcut, () => void>>;

/** Where the attachment shortcut clicks: the file chooser of the attachments section. */
const ATTACHMENT_INPUT = '.task-attachments input[type="file"]';

/** Focuses a marked field, or presses a marked button (and the file chooser); false when there is none. */
function activate(root: HTMLElement, action: TaskShortcut): boolean {
  const selector = action === 'attachment' ? ATTACHMENT_INPUT : `[data-shortcut="${action}"]`;
  const target = root.querySelector<HTMLElement>(selector);
  if (!target || (target as HTMLButtonElement).disabled) return false;
  if (target instanceof HTMLButtonElement || (target instanceof HTMLInputElement && target.type === 'file'))
    target.click();
  else target.focus();
  return true;
}

/**
 * ctrl/cmd+s outside the title and description editors (which save themselves): a field in a form
 * submits it, any other field saves the way it does when focus leaves it.
 */
export function saveFocusedField(root: HTMLElement): void {
  const active = document.activeElement;
  if (!(
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement
  ))
    return;
  if (!root.contains(active)) return;
  if (active.form) active.form.requestSubmit();
  else {
    active.blur();
    active.focus();
  }
}

/**
 * The task detail's keyboard, active while `root` is mounted and the key press
 * comes from inside its dialog; plain keys are ignored while typing.
 */
export function useTaskShortcuts(root: RefObject<HTMLElement | null>, handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const element = root.current;
      if (!element || event.defaultPrevented) return;
      const scope = element.closest('dialog') ?? element;
      const target = event.target instanceof Node ? event.target : null;
      if (target && target !== document.body && !scope.contains(target)) return;
      const action = taskShortcut(event, isTypingTarget(event.target));
      if (!action) return;
      const handler = latest.current[action];
      if (handler) {
        event.preventDefault();
        handler();
      } else if (activate(element, action)) {
        // Keeps the letter out of the field that was just focused.
        event.preventDefault();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root]);
}
