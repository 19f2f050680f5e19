import type { Context } from 'hono';

export interface Page {
  page: number;
  perPage: number;
  limit: number;
  offset: number;
}

/** Reads `page` / `per_page` (clamped to the server maximum, like Vikunja's max_items_per_page). */
export function readPage(c: Context, defaultPerPage: number, maxPerPage: number): Page {
  const page = Math.max(1, Math.floor(Number(c.req.query('page') ?? '1')) || 1);
  let perPage = Math.floor(Number(c.req.query('per_page') ?? String(defaultPerPage))) || defaultPerPage;
  if (perPage < 1) perPage = defaultPerPage;
  perPage = Math.min(perPage, maxPerPage);
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/** Sets Vikunja's paging headers: total pages and the number of items in this answer. */
export function setPageHeaders(c: Context, total: number, page: Page, resultCount: number): void {
  c.header('x-pagination-total-pages', String(Math.max(0, Math.ceil(total / page.perPage))));
  c.header('x-pagination-result-count', String(resultCount));
}
