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

/**
 * A sortable list whose items are plain until a drag can begin: per-item drag hooks cost more than drawing the
 * item, and most visits never drag. The first pointer over the list, focus on a handle, or a press on one arms
 * it. Arming keeps every element (the hooks bind to the elements already drawn, see SortableBinding); the
 * press or key that armed it is replayed on its handle.
 */
export function useDragArming(): DragArming {
  const [armed, setArmed] = useState(false);
  const arm = useCallback(() => setArmed(true), []);

  const resting = useMemo((): RestingHandleProps => {
    const replay = (target: EventTarget, event: PointerEvent | KeyboardEvent) => {
      flushSync(arm);
      const copy = eventCopy(event);
      // After this event's own dispatch, so the copy is not handled inside it.
      queueMicrotask(() => target.dispatchEvent(copy));
    };
    return {
      onFocus: arm,
      onPointerDown: (event) => replay(event.currentTarget, event.nativeEvent),
      // The keys that start a keyboard drag; the armed handle takes them as its own (nothing else acts on them).
      onKeyDown: (event) => {
        if (event.key !== ' ' && event.key !== 'Enter') return;
        event.preventDefault();
        replay(event.currentTarget, event.nativeEvent);
      },
    };
  }, [arm]);

  const listProps = useMemo(
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
  return { armed, listProps, resting };
}
