import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';

/** The attribute naming the item a drag handle (or a card that is its own handle) moves. */
export const DRAG_ID = 'data-drag-id';

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

/** The handle of `id` inside `root`, or null. */
export const handleOf = (root: ParentNode | null, id: string): HTMLElement | null =>
  [...(root?.querySelectorAll<HTMLElement>(`[${DRAG_ID}]`) ?? [])].find((e) => e.getAttribute(DRAG_ID) === id) ?? null;

/** Props of an item's handle while its list is not armed yet. */
export interface RestingHandleProps {
  [DRAG_ID]: string;
  onFocus: () => void;
  onPointerDown: (event: ReactPointerEvent) => void;
  onKeyDown: (event: ReactKeyboardEvent) => void;
}

export interface DragArming<T extends HTMLElement> {
  /** The rows call dnd-kit's hooks (and can be dragged) from now on. */
  armed: boolean;
  /** On the list's container: a mouse over the list arms it, well before a button is pressed. */
  listProps: { ref: RefObject<T | null>; onPointerOver?: (event: ReactPointerEvent) => void };
  /** On an item's handle before arming: focus arms (and the armed handle takes the focus over); a press arms at once and is sent again to the armed handle, so the first drag starts as any other. */
  restingHandle: (id: string) => RestingHandleProps;
}

/**
 * A sortable list whose rows are plain until a drag can begin: per-row drag hooks cost more than drawing the
 * row, and most visits never drag. The first pointer over the list, focus on a handle, or a press on one arms
 * it; the armed rows replace the plain ones (same look), and the press or key that armed it is replayed.
 */
export function useDragArming<T extends HTMLElement>(): DragArming<T> {
  const [armed, setArmed] = useState(false);
  const container = useRef<T | null>(null);
  const focusAfter = useRef<string | null>(null);

  // The armed rows are new elements: the handle that had the focus hands it to its successor.
  useLayoutEffect(() => {
    const id = focusAfter.current;
    focusAfter.current = null;
    if (armed && id !== null) handleOf(container.current, id)?.focus({ preventScroll: true });
  }, [armed]);

  const restingHandle = useCallback((id: string): RestingHandleProps => {
    const replay = (event: PointerEvent | KeyboardEvent) => {
      focusAfter.current = event.type === 'keydown' ? id : null;
      flushSync(() => setArmed(true));
      const copy = eventCopy(event);
      // After this event's own dispatch, so the copy is not handled inside it.
      queueMicrotask(() => handleOf(container.current, id)?.dispatchEvent(copy));
    };
    return {
      [DRAG_ID]: id,
      onFocus: () => {
        focusAfter.current = id;
        setArmed(true);
      },
      onPointerDown: (event) => replay(event.nativeEvent),
      // The keys that start a keyboard drag; the armed handle takes them as its own (nothing else acts on them).
      onKeyDown: (event) => {
        if (event.key !== ' ' && event.key !== 'Enter') return;
        event.preventDefault();
        replay(event.nativeEvent);
      },
    };
  }, []);

  const listProps = useMemo(
    () => ({
      ref: container,
      onPointerOver: armed
        ? undefined
        : (event: ReactPointerEvent) => {
            if (event.pointerType === 'mouse') setArmed(true);
          },
    }),
    [armed],
  );
  return { armed, listProps, restingHandle };
}
