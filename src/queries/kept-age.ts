/** A kept cache (and the first-paint snapshot of a view) older than this is not shown: it is thrown away. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
