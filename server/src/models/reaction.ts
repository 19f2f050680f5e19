import type { AppState } from '../context.ts';
import { userJsonById } from './user.ts';

/** models.ReactionMap (value → users), or null when there are none. */
export function reactionsJson(app: AppState, kind: number, entityId: number): Record<string, unknown[]> | null {
  const rows = app.db
    .prepare('SELECT user_id, value FROM reactions WHERE entity_kind = ? AND entity_id = ? ORDER BY id')
    .all(kind, entityId) as { user_id: number; value: string }[];
  if (!rows.length) return null;
  const out: Record<string, unknown[]> = {};
  for (const r of rows) (out[r.value] ??= []).push(userJsonById(app, r.user_id));
  return out;
}
