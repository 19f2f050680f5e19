import type { Db } from './index.ts';

/**
 * SQL functions that give list queries the same text rules the JavaScript filters had, so a search in SQL
 * matches exactly what it matched before (SQLite's own LIKE and lower() fold ASCII letters only).
 */
export function registerFunctions(db: Db): void {
  // includes_lower(text, needle): the text, lower-cased, contains the needle (given lower-cased).
  db.function('includes_lower', { deterministic: true }, (text: unknown, needle: unknown) =>
    String(text ?? '')
      .toLowerCase()
      .includes(String(needle ?? ''))
      ? 1
      : 0,
  );
  // epoch_ms(text): the instant as Date.parse reads it, or NULL where it reads none.
  db.function('epoch_ms', { deterministic: true }, (text: unknown) => {
    const ms = Date.parse(String(text ?? ''));
    return Number.isNaN(ms) ? null : ms;
  });
}
