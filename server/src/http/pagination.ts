import type { Context } from 'hono';
import type { Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import type { Paged } from '../models/paging.ts';

export interface Page {
  page: number;
  perPage: number;
  limit: number;
  offset: number;
}

/**
 * Reads `page` / `per_page` (clamped to the server maximum, like Vikunja's max_items_per_page). A page whose
 * offset no integer can hold (`page=1e300`) is bad input: 400/2002, not a database error.
 */
export function readPage(c: Context, defaultPerPage: number, maxPerPage: number): Page {
  const page = Math.max(1, Math.floor(Number(c.req.query('page') ?? '1')) || 1);
  let perPage = Math.floor(Number(c.req.query('per_page') ?? String(defaultPerPage))) || defaultPerPage;
  if (perPage < 1) perPage = defaultPerPage;
  perPage = Math.min(perPage, maxPerPage);
  if (!Number.isSafeInteger((page - 1) * perPage))
    throw apiError(400, CODE.invalidModel, 'Invalid model provided. page: out of range');
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/** Sets Vikunja's paging headers: total pages and the number of items in this answer. */
export function setPageHeaders(c: Context, total: number, page: Page, resultCount: number): void {
  c.header('x-pagination-total-pages', String(Math.max(0, Math.ceil(total / page.perPage))));
  c.header('x-pagination-result-count', String(resultCount));
}

/**
 * Answers one page of a list read with `selectPage`: the paging headers and the items as JSON. Items in
 * `lead` (the pseudo projects) come first and count in this answer but not in the list's total.
 */
export function sendPage<R>(
  c: Context,
  page: Page,
  result: Paged<R>,
  toJson: (row: R) => unknown,
  lead: unknown[] = [],
): Response {
  const items = result.rows.map(toJson);
  setPageHeaders(c, result.total, page, lead.length + items.length);
  return c.json([...lead, ...items]);
}

/** The page a list route reads: `page`/`per_page`, the server maximum as default and ceiling. */
export function listPage(c: Context<Env>): Page {
  const max = c.get('app').opts.maxItemsPerPage;
  return readPage(c, max, max);
}
