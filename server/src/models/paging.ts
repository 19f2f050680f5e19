import type { Db } from '../db/index.ts';

/** Which rows of a list one request asks for. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** One page of rows and how many rows the whole list has. */
export interface Paged<R> {
  rows: R[];
  total: number;
}

/**
 * One page of a list, read in SQL: `select` (ending in its ORDER BY, which must name a unique last key so
 * pages neither overlap nor skip) with LIMIT/OFFSET, and the list's size with COUNT(*) over the same query.
 * A short page that is not empty, or an empty first page, already tells the size, so no count is run then.
 */
export function selectPage<R>(db: Db, select: string, params: unknown[], page: PageWindow): Paged<R> {
  const rows = db.prepare(`${select} LIMIT ? OFFSET ?`).all(...params, page.limit, page.offset) as R[];
  if (rows.length < page.limit && (rows.length > 0 || page.offset === 0))
    return { rows, total: page.offset + rows.length };
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${select})`).get(...params) as { n: number }).n;
  return { rows, total };
}

/** `IN` over a list of values passed as one JSON parameter (`JSON.stringify(ids)`), for lists of any length. */
export const IN_JSON = 'IN (SELECT value FROM json_each(?))';
