/** Shared freshness constants: no query writes its own numbers. */
export const STALE = {
  SECONDS: { THIRTY: 30_000 },
  MINUTES: { ONE: 60_000, FIVE: 300_000 },
  INFINITY: Infinity,
} as const;
