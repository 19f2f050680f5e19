/** When this page started: an answer older than this was restored from an earlier visit. */
const PAGE_STARTED_AT = Date.now();

/**
 * Whether a query shows an answer kept from an earlier visit that has not been fetched again yet: such data
 * is shown as such, and nothing is computed from it that could overwrite newer data on the server.
 */
export function isFromCache(query: { data: unknown; dataUpdatedAt: number }, startedAt = PAGE_STARTED_AT): boolean {
  return query.data !== undefined && query.dataUpdatedAt > 0 && query.dataUpdatedAt < startedAt;
}
