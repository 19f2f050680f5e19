import {
  useCallback,
  useMemo,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { flushSync } from 'react-dom';

/** What a copy of a pointer or key event must carry for a drag sensor to start from it as from the original. */
export function eventCopy(event: PointerEvent | KeyboardEvent): PointerEvent | KeyboardEvent {
  const common = {
    bubbles: true,
    cancelable: true,
    composed: true,
    ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
  };
  if ('pointerId' in event)
    return new PointerEvent(event.type, {
      ...common,
      pointerId: event.pointerId,
      pointerType: event.pointerType,
      isPrimary: event.isPrimary,
      button: event.button,
      buttons: event.buttons,
      clientX: event.clientX,
      clientY: event.clientY,
      screenX: event.screenX,
      screenY: event.screenY,
      width: event.width,
      height: event.height,
      pressure: event.pressure,
    });
  return new KeyboardEvent(event.type, { ...common, key: event.key, code: event.code, repeat: event.repeat });
}

/** Props of an item's handle (or of a card that is its own handle) while its list is not armed yet. */
export interface RestingHandleProps {
  onFocus: () => void;
  onPointerDown: (event: ReactPointerEvent) => void;
  onKeyDown: (event: ReactKeyboardEvent) => void;
}

export interface DragArming {
  /** The items call dnd-kit's hooks (and can be dragged) from now on. */
  armed: boolean;
  /** On the list's container: a mouse over the list arms it, well before a button is pressed. */
  listProps: { onPointerOver?: (event: ReactPointerEvent) => void };
  /** On an item's handle before arming: focus arms; a press arms at once and is sent again to the same handle, now armed, so the first drag starts as any other. */
  resting: RestingHandleProps;
}

/** Handlers for a resting handle: `arm(true)` arms at once (flushed), or once the drag code is here (a promise). */
function restingHandlers(arm: (flush: boolean) => void | Promise<void>): RestingHandleProps {
  const replay = (target: EventTarget, event: PointerEvent | KeyboardEvent) => {
    const copy = eventCopy(event);
    const armed = arm(true);
    // After this event's own dispatch, so the copy is not handled inside it.
    if (armed) void armed.then(() => target.dispatchEvent(copy));
    else queueMicrotask(() => target.dispatchEvent(copy));
  };
  return {
    onFocus: () => void arm(false),
    onPointerDown: (event) => replay(event.currentTarget, event.nativeEvent),
    // The keys that start a keyboard drag; the armed handle takes them as its own (nothing else acts on them).
    onKeyDown: (event) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      event.preventDefault();
      replay(event.currentTarget, event.nativeEvent);
    },
  };
}

function useListProps(armed: boolean, arm: () => void): DragArming['listProps'] {
  return useMemo(
    () =>
      armed
        ? {}
        : {
            onPointerOver: (event: ReactPointerEvent) => {
              if (event.pointerType === 'mouse') arm();
            },
          },
    [armed, arm],
  );
}

/**
 * A sortable list whose items are plain until a drag can begin: per-item drag hooks cost more than drawing the
 * item, and most visits never drag. The first pointer over the list, focus on a handle, or a press on one arms
 * it. Arming keeps every element (the hooks bind to the elements already drawn, see SortableBinding); the
 * press or key that armed it is replayed on its handle.
 */
export function useDragArming(): DragArming {
  const [armed, setArmed] = useState(false);
  const arm = useCallback(() => setArmed(true), []);
  const resting = useMemo(
    () =>
      restingHandlers((flush) => {
        if (flush) flushSync(arm);
        else arm();
      }),
    [arm],
  );
  return { armed, listProps: useListProps(armed, arm), resting };
}

/**
 * useDragArming for a list whose drag code is not loaded with it (the sidebar's tree in the first load):
 * arming loads it (`load`, a stable function that answers the same module each time) and arms once it is
 * here, the press or key that armed it replayed then. `module` is that code once armed, null before.
 */
export function useLazyDragArming<T>(load: () => Promise<T>): DragArming & { module: T | null } {
  const [module, setModule] = useState<T | null>(null);
  const arm = useCallback(
    (flush: boolean) =>
      load().then((loaded) => {
        const ready = () => setModule(() => loaded);
        if (flush) flushSync(ready);
        else ready();
      }),
    [load],
  );
  const resting = useMemo(() => restingHandlers(arm), [arm]);
  const armSoon = useCallback(() => void arm(false), [arm]);
  return { armed: module !== null, module, listProps: useListProps(module !== null, armSoon), resting };
}
