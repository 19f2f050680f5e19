/** When this page started: an answer older than this was restored from an earlier visit. */
const PAGE_STARTED_AT = Date.now();

/**
 * Whether a query shows an answer kept from an earlier visit that has not been fetched again yet: such data
 * is shown as such, and nothing is computed from it that could overwrite newer data on the server.
 */
export function isFromCache(query: { data: unknown; dataUpdatedAt: number }, startedAt = PAGE_STARTED_AT): boolean {
  return query.data !== undefined && query.dataUpdatedAt > 0 && query.dataUpdatedAt < startedAt;
}

/**
 * Whether a kept answer is being fetched again right now: a choice or a form that must start from the server's
 * data waits for it. Offline (the fetch paused) the kept answer is all there is, and it is used.
 */
export function isRefreshingKeptCopy(
  query: { data: unknown; dataUpdatedAt: number; fetchStatus: string },
  startedAt = PAGE_STARTED_AT,
): boolean {
  return isFromCache(query, startedAt) && query.fetchStatus === 'fetching';
}
