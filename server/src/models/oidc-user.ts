import type { AppState } from '../context.ts';
import { createProject } from './project.ts';
import { getUser, type UserRow } from './user.ts';
import { nowIso } from '../time.ts';

/** Who the provider says signed in. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string;
  name: string;
  preferredUsername: string;
}

/** A valid, unused username from the provider's suggestion (or the email's local part). */
export function uniqueUsername(app: AppState, id: Pick<OidcIdentity, 'preferredUsername' | 'email'>): string {
  const suggested = id.preferredUsername || id.email.split('@')[0] || 'user';
  // Usernames may not contain spaces or look like a URL (register's rules), and need three characters.
  const base = suggested.trim().replace(/\s+/g, '_').replace(/:\/\//g, '_').slice(0, 240).padEnd(3, '_');
  const taken = app.db.prepare('SELECT 1 FROM users WHERE username = ?');
  let candidate = base;
  for (let n = 2; taken.get(candidate); n++) candidate = `${base}${n}`;
  return candidate;
}

/**
 * The user behind an (issuer, subject) pair: found and refreshed from the provider's email and name,
 * or created without a local password, with an Inbox as on registration.
 */
export function findOrCreateOidcUser(app: AppState, id: OidcIdentity): UserRow {
  return app.db.transaction(() => {
    const found = app.db.prepare('SELECT id FROM users WHERE issuer = ? AND subject = ?').get(id.issuer, id.subject) as
      { id: number } | undefined;
    const now = nowIso();
    if (found) {
      app.db
        .prepare("UPDATE users SET email = ?, name = CASE WHEN ? = '' THEN name ELSE ? END, updated = ? WHERE id = ?")
        .run(id.email, id.name, id.name, now, found.id);
      return getUser(app.db, found.id);
    }
    const info = app.db
      .prepare(
        "INSERT INTO users (username, email, name, password, issuer, subject, created, updated) VALUES (?, ?, ?, '', ?, ?, ?, ?)",
      )
      .run(uniqueUsername(app, id), id.email, id.name, id.issuer, id.subject, now, now);
    const userId = Number(info.lastInsertRowid);
    const inbox = createProject(app, userId, { title: 'Inbox' });
    app.db.prepare('UPDATE users SET default_project_id = ? WHERE id = ?').run(inbox.id, userId);
    return getUser(app.db, userId);
  })();
}
