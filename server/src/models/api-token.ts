import type { AppState } from '../context.ts';
import { randomToken, sha256 } from '../auth/password.ts';
import { nowIso } from '../time.ts';
import type { TokenRow } from './rows.ts';

export interface NewApiToken {
  title: string;
  permissions: Record<string, string[]>;
  expiresAt: string | null;
}

/** Makes an API token for the user: its stored row and the clear token, shown only this once. */
export function createApiToken(app: AppState, ownerId: number, t: NewApiToken): { row: TokenRow; token: string } {
  const token = `tk_${randomToken(30)}`;
  const info = app.db
    .prepare(
      'INSERT INTO api_tokens (title, token_hash, token_last_eight, permissions, expires_at, owner_id, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(t.title, sha256(token), token.slice(-8), JSON.stringify(t.permissions), t.expiresAt, ownerId, nowIso());
  const row = app.db.prepare('SELECT * FROM api_tokens WHERE id = ?').get(Number(info.lastInsertRowid)) as TokenRow;
  return { row, token };
}

/** Whether the user had that token (it is gone now). */
export function deleteApiToken(app: AppState, id: number, ownerId: number): boolean {
  return app.db.prepare('DELETE FROM api_tokens WHERE id = ? AND owner_id = ?').run(id, ownerId).changes > 0;
}

/** The token stored under this hash, with the permissions it grants. */
export function findApiTokenByHash(app: AppState, tokenHash: string): TokenRow | undefined {
  return app.db.prepare('SELECT * FROM api_tokens WHERE token_hash = ?').get(tokenHash) as TokenRow | undefined;
}
