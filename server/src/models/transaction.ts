import type { AppState } from '../context.ts';

/** Runs `fn` in one database transaction: all of its writes land, or none do. */
export function atomically<T>(app: AppState, fn: () => T): T {
  return app.db.transaction(fn)();
}
