import type { AppState } from '../context.ts';
import { ZERO_DATE } from '../time.ts';

interface StatusRow {
  id: number;
  migrator_name: string;
  started_at: string;
  finished_at: string | null;
}

/**
 * migration.Status of the user's last run of a migrator. Vikunja answers a zero-valued status
 * (id 0, empty name, zero dates) when the user never ran it.
 */
export function migrationStatusJson(app: AppState, userId: number, migrator: string): Record<string, unknown> {
  const row = app.db
    .prepare(
      'SELECT id, migrator_name, started_at, finished_at FROM migration_status WHERE user_id = ? AND migrator_name = ? ORDER BY id DESC LIMIT 1',
    )
    .get(userId, migrator) as StatusRow | undefined;
  return {
    id: row?.id ?? 0,
    migrator_name: row?.migrator_name ?? '',
    started_at: row?.started_at ?? ZERO_DATE,
    finished_at: row?.finished_at ?? ZERO_DATE,
  };
}

/** Records a finished run. Only successful runs are kept, so a failed import never reads as "in progress". */
export function recordMigration(
  app: AppState,
  userId: number,
  migrator: string,
  startedAt: string,
  finishedAt: string,
): void {
  app.db
    .prepare(
      'INSERT INTO migration_status (user_id, migrator_name, started_at, finished_at, created) VALUES (?, ?, ?, ?, ?)',
    )
    .run(userId, migrator, startedAt, finishedAt, finishedAt);
}
