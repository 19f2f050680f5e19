import type { AppState } from './context.ts';
import type { Db } from './db/index.ts';
import { createUser } from './models/account.ts';
import { resolveOptions } from './options.ts';

export const DEMO_USER = { username: 'demo', password: 'demo1234', email: 'demo@example.com' } as const;

/** Creates the demo account (with its Inbox) unless a user named "demo" exists; returns whether it did. */
export function ensureDemoAccount(db: Db | AppState): boolean {
  const state: AppState =
    'prepare' in db ? { db, opts: resolveOptions({}), secret: '', filesDir: '', mailDir: '' } : db;
  if (state.db.prepare('SELECT 1 FROM users WHERE username = ?').get(DEMO_USER.username)) return false;
  createUser(state, { ...DEMO_USER, name: 'Demo' });
  return true;
}
