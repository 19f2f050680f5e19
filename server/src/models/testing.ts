import type { Db } from '../db/index.ts';
import { tableNames } from '../db/index.ts';

/**
 * Writes seed rows into `table` in one transaction, after emptying it when `truncate`: each raw row passes
 * `toRow` (which may refuse it) just before it is written, so a refused row undoes the whole request.
 * Answers every row the table then holds.
 */
export function seedTable(
  db: Db,
  table: string,
  raws: unknown[],
  toRow: (raw: unknown) => Record<string, unknown>,
  truncate: boolean,
): unknown[] {
  db.transaction(() => {
    if (truncate) db.prepare(`DELETE FROM "${table}"`).run();
    for (const raw of raws) {
      const row = toRow(raw);
      const keys = Object.keys(row);
      db.prepare(
        `INSERT INTO "${table}" (${keys.map((k) => `"${k}"`).join(',')}) VALUES (${keys.map(() => '?').join(',')})`,
      ).run(...keys.map((k) => row[k]));
    }
  })();
  return db.prepare(`SELECT * FROM "${table}"`).all();
}

/** Empties every table and restarts the id counters; answers the names of the tables emptied. */
export function truncateAll(db: Db): string[] {
  const names = tableNames(db);
  db.transaction(() => {
    for (const t of names) db.prepare(`DELETE FROM "${t}"`).run();
    db.prepare('DELETE FROM sqlite_sequence').run();
  })();
  return names;
}
