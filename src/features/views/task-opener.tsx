import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import { useHref } from 'react-router';
import { useOpenTask } from '@/app/task-modal-route-state';

/** How a view's task titles link to their task: the address, and the click that opens it as a modal. */
export interface TaskOpener {
  /** The task's address without its id (`/tasks/` or, under a hash router, `#/tasks/`). */
  href: string;
  open: (event: MouseEvent<HTMLAnchorElement>, taskId: number) => void;
}

/** A plain left click, which the app handles; with a modifier or another button the browser's (new tab, window). */
export const isPlainClick = (event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}): boolean => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * One opener for all of a view's titles, the same object for the life of the view: a router link a title
 * costs more than drawing its row (and draws it again on every navigation), a plain link with this click
 * does what the router link did, opening the task as a modal over the view.
 */
export function useTaskOpener(): TaskOpener & { bridge: ReactElement } {
  const href = `${useHref('/tasks')}/`;
  const { openTask, bridge } = useStableOpenTask();
  const open = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, taskId: number) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      openTask(taskId);
    },
    [openTask],
  );
  return useMemo(() => ({ href, open, bridge }), [href, open, bridge]);
}

/** Renders nothing: keeps `openRef` on the current useOpenTask, following the location so its parent need not. */
function OpenTaskBridge({ openRef }: { openRef: RefObject<(taskId: number) => void> }) {
  const openTask = useOpenTask();
  useLayoutEffect(() => {
    openRef.current = openTask;
  });
  return null;
}

/**
 * useOpenTask as one function for the life of the view, opening over the view as it is at the click, and the
 * element to draw for it (`bridge`). The view and the items given it (cards, rows) do not follow the location
 * (any router hook that navigates does), so opening a task draws none of them again.
 */
export function useStableOpenTask(): { openTask: (taskId: number) => void; bridge: ReactElement } {
  const openRef = useRef<(taskId: number) => void>(() => {});
  const openTask = useCallback((taskId: number) => openRef.current(taskId), []);
  const bridge = useMemo(() => <OpenTaskBridge openRef={openRef} />, []);
  return { openTask, bridge };
}
