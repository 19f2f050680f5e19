import type { Context } from 'hono';
import { apiError } from '../errors.ts';

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
    throw apiError(400, 2002, 'Invalid model provided. page: out of range');
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/** Sets Vikunja's paging headers: total pages and the number of items in this answer. */
export function setPageHeaders(c: Context, total: number, page: Page, resultCount: number): void {
  c.header('x-pagination-total-pages', String(Math.max(0, Math.ceil(total / page.perPage))));
  c.header('x-pagination-result-count', String(resultCount));
}
