import { useLayoutEffect, type HTMLAttributes, type RefObject } from 'react';
import { useSortable, type UseSortableArguments } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/** What an armed item draws from its sortable state. */
export interface Sortable {
  /** For the handle (or the card that is its own handle). */
  handle: HTMLAttributes<HTMLElement>;
  transform?: string;
  transition?: string;
  isDragging: boolean;
}

interface Props {
  args: UseSortableArguments;
  /** The item's element, already drawn. */
  item: RefObject<HTMLElement | null>;
  /** Its handle, when that is not the item itself. */
  activator?: RefObject<HTMLElement | null>;
  /** Translate only (rows of a list) or the whole transform (cards). */
  translateOnly?: boolean;
  onChange: (sortable: Sortable) => void;
}

/**
 * dnd-kit's useSortable for an item its parent has drawn: it binds the parent's elements and hands the state up.
 * Drawn after the item (its elements are in place by then), and mounted only once the list is armed, so the
 * item's elements stay the same when it becomes sortable.
 */
export function SortableBinding({ args, item, activator, translateOnly = false, onChange }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable(args);
  useLayoutEffect(() => setNodeRef(item.current), [item, setNodeRef]);
  useLayoutEffect(() => {
    if (activator) setActivatorNodeRef(activator.current);
  }, [activator, setActivatorNodeRef]);
  const moved = (translateOnly ? CSS.Translate : CSS.Transform).toString(transform) ?? undefined;
  useLayoutEffect(
    () => onChange({ handle: { ...attributes, ...listeners }, transform: moved, transition, isDragging }),
    [attributes, listeners, moved, transition, isDragging, onChange],
  );
  return null;
}
