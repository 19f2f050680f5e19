import type { Hono } from 'hono';
import type { Env } from '../context.ts';
import { requireAuth } from '../auth/middleware.ts';
import { getUser, linkShareUserJson, userWithSettingsJson } from '../models/user.ts';

export function registerUser(api: Hono<Env>): void {
  api.get('/user', (c) => {
    const app = c.get('app');
    const auth = requireAuth(c);
    if (auth.kind === 'link') {
      // Link shares get a pseudo user so the client can render its shell, as Vikunja does.
      return c.json(linkShareUserJson(app, auth.shareId));
    }
    return c.json(userWithSettingsJson(getUser(app.db, auth.userId), app));
  });
}
