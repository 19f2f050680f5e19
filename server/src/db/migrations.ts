import { initialSchema } from './schema.ts';

/** Schema migrations, applied in order on start; `PRAGMA user_version` records how many ran. */
export const migrations: string[] = [
  initialSchema,
  // 2: uploaded avatars point at a stored file.
  `ALTER TABLE users ADD COLUMN avatar_file_id INTEGER NOT NULL DEFAULT 0;`,
  // 3: reminders remember that they were delivered, so they notify once.
  `ALTER TABLE task_reminders ADD COLUMN notified INTEGER NOT NULL DEFAULT 0;`,
  // 4: accounts from an OpenID Connect provider are known by (issuer, subject), as in Vikunja's users table.
  `ALTER TABLE users ADD COLUMN issuer TEXT NOT NULL DEFAULT '';
   ALTER TABLE users ADD COLUMN subject TEXT NOT NULL DEFAULT '';
   CREATE UNIQUE INDEX users_issuer_subject ON users (issuer, subject) WHERE issuer != '';`,
  // 5: runs of the importers (GET /migration/{name}/status answers the user's last one).
  `CREATE TABLE migration_status (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL,
     migrator_name TEXT NOT NULL,
     started_at TEXT NOT NULL,
     finished_at TEXT,
     created TEXT NOT NULL
   );
   CREATE INDEX migration_status_user ON migration_status (user_id, migrator_name);`,
  // 6: login sessions remember the device and address they were started from (2.x lists them).
  `ALTER TABLE sessions ADD COLUMN device_info TEXT NOT NULL DEFAULT '';
   ALTER TABLE sessions ADD COLUMN ip_address TEXT NOT NULL DEFAULT '';`,
  // 7: each user has views of their own for the favourites pseudo project; the shared ones go.
  `ALTER TABLE project_views ADD COLUMN owner_id INTEGER NOT NULL DEFAULT 0;
   DELETE FROM task_buckets WHERE project_view_id IN (SELECT id FROM project_views WHERE project_id = -1);
   DELETE FROM task_positions WHERE project_view_id IN (SELECT id FROM project_views WHERE project_id = -1);
   DELETE FROM buckets WHERE project_view_id IN (SELECT id FROM project_views WHERE project_id = -1);
   DELETE FROM project_views WHERE project_id = -1;`,
  // 8: the indexes task lists need: pages walk stored and default positions in order, a task's parts are found by task.
  `CREATE INDEX tasks_project_position ON tasks (project_id, ("index" * 65536), id);
   CREATE INDEX task_positions_view ON task_positions (project_view_id, position, task_id);
   CREATE INDEX task_buckets_bucket ON task_buckets (bucket_id, task_id);
   CREATE INDEX task_assignees_task ON task_assignees (task_id);
   CREATE INDEX label_tasks_task ON label_tasks (task_id);
   CREATE INDEX task_reminders_task ON task_reminders (task_id);
   CREATE INDEX task_relations_task ON task_relations (task_id);
   CREATE INDEX task_comments_task ON task_comments (task_id);
   CREATE INDEX task_attachments_task ON task_attachments (task_id);
   CREATE INDEX favorites_entity ON favorites (kind, entity_id, user_id);
   CREATE INDEX subscriptions_entity ON subscriptions (entity_type, entity_id, user_id);
   CREATE INDEX reactions_entity ON reactions (entity_kind, entity_id);`,
  // 9: the indexes the list routes page by: each list's filter column, then its order.
  `CREATE INDEX task_comments_task_created ON task_comments (task_id, created, id);
   CREATE INDEX notifications_user_created ON notifications (notifiable_id, created, id);
   CREATE INDEX sessions_user ON sessions (user_id, last_active);
   CREATE INDEX api_tokens_owner ON api_tokens (owner_id);
   CREATE INDEX link_shares_project ON link_shares (project_id);
   CREATE INDEX users_projects_project ON users_projects (project_id, user_id);
   CREATE INDEX team_projects_project ON team_projects (project_id, team_id);
   CREATE INDEX team_members_user ON team_members (user_id, team_id);
   CREATE INDEX team_members_team ON team_members (team_id);
   CREATE INDEX webhooks_project ON webhooks (project_id);
   CREATE INDEX webhooks_user ON webhooks (user_id);
   CREATE INDEX labels_creator ON labels (created_by_id);
   CREATE INDEX task_unread_user ON task_unread_statuses (user_id, task_id);
   CREATE INDEX favorites_user ON favorites (user_id, kind, entity_id);
   CREATE INDEX subscriptions_user ON subscriptions (user_id, entity_type, entity_id);`,
];
