import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcements, DndContextProps, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

/** A readable name for a draggable or droppable id; undefined when the id is unknown. */
export type NameOf = (id: UniqueIdentifier) => string | undefined;

/**
 * dnd-kit's screen-reader announcements in the reader's language, naming items by their titles instead of
 * dnd-kit's English defaults with raw ids ("Draggable item task-12 was moved over droppable area bucket-3").
 */
export function dndAnnouncements(t: TFunction, nameOf: NameOf): Announcements {
  const name = (id: UniqueIdentifier) => nameOf(id) ?? String(id);
  return {
    onDragStart: ({ active }) => t('dnd.pickedUp', { item: name(active.id) }),
    onDragOver: ({ active, over }) => {
      if (!over) return t('dnd.notOver', { item: name(active.id) });
      // In a sortable list an item is "over" itself where it started.
      if (over.id === active.id) return t('dnd.overSelf', { item: name(active.id) });
      return t('dnd.over', { item: name(active.id), target: name(over.id) });
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? t('dnd.dropped', { item: name(active.id), target: name(over.id) })
        : t('dnd.droppedNowhere', { item: name(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { item: name(active.id) }),
  };
}

/** The `accessibility` prop for a DndContext: translated instructions and announcements. */
export function useDndAccessibility(nameOf: NameOf): DndContextProps['accessibility'] {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      announcements: dndAnnouncements(t, nameOf),
      screenReaderInstructions: { draggable: t('dnd.instructions') },
    }),
    [t, nameOf],
  );
}
