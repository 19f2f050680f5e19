import type { Context } from 'hono';
import type { Db } from './db/index.ts';
import type { ServerOptions } from './options.ts';

/** Everything a route needs, created once per app. */
export interface AppState {
  db: Db;
  opts: ServerOptions;
  secret: string;
  filesDir: string;
  mailDir: string;
}

/** Who is calling: a user (JWT or API token) or a link share (negative user id, one project). */
export type Auth =
  | { kind: 'user'; userId: number; sessionId: string | null; apiTokenId: number | null }
  | { kind: 'link'; userId: number; shareId: number; projectId: number; permission: number };

export interface Env {
  Variables: { app: AppState; auth: Auth | null };
}

export type Ctx = Context<Env>;
