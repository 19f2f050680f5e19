import { useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/** Rows a long list draws in its first commit; the rest follow right after that paint. */
export const FIRST_ROWS = 25;

/** Pure: how many of `total` rows to draw, before (`all` false) and after the first paint. */
export function rowsToDraw(total: number, all: boolean, first = FIRST_ROWS): number {
  return all ? total : Math.min(total, first);
}

/**
 * How many of a list's `total` rows to draw: the first screenful in the first commit, so its first tasks
 * are on screen sooner, and every row once that has been painted (from then on, always all of them).
 */
export function useFirstRows(total: number, first = FIRST_ROWS): number {
  const [all, setAll] = useState(false);
  const waiting = !all && total > first;
  useEffect(() => (waiting ? afterPaint(() => setAll(true)) : undefined), [waiting]);
  return rowsToDraw(total, all || !waiting, first);
}

/** False in the first commit, true once the browser has painted it: for parts the first screen does without. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterPaint(() => setPainted(true))), [painted]);
  return painted;
}
