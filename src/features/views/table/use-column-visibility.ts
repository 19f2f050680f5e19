import { useEffect, useMemo, useState } from 'react';
import { KEYS, type KeyValueStorage } from '@/platform/types';
import { COLUMNS, mergeVisibility, type ColumnId } from './columns';

type Visibility = Record<ColumnId, boolean>;

/** The last visibility read or chosen in this tab: the next table starts with it instead of the defaults. */
let remembered: Visibility | null = null;

/** Pure: whether two visibilities show the same columns. */
export function sameVisibility(a: Visibility, b: Visibility): boolean {
  return COLUMNS.every((c) => a[c.id] === b[c.id]);
}

/**
 * The table's columns shown, read from storage after the first draw. A stored choice equal to what is drawn
 * keeps the same objects, so the rows (drawn again only when their columns change) are not drawn a second time.
 */
export function useColumnVisibility(storage: KeyValueStorage) {
  const [visible, setVisible] = useState<Visibility>(() => remembered ?? mergeVisibility(null));

  useEffect(() => {
    let live = true;
    void storage.get(KEYS.tableColumns).then((stored) => {
      const read = mergeVisibility(stored);
      remembered = read;
      if (live) setVisible((current) => (sameVisibility(current, read) ? current : read));
    });
    return () => void (live = false);
  }, [storage]);

  const shown = useMemo(() => COLUMNS.filter((c) => visible[c.id]), [visible]);

  function toggle(column: ColumnId) {
    const next = { ...visible, [column]: !visible[column] };
    remembered = next;
    setVisible(next);
    void storage.set(KEYS.tableColumns, next);
  }

  return { visible, shown, toggle };
}

/** For tests: forget what this tab read. */
export function forgetColumnVisibility(): void {
  remembered = null;
}
