/**
 * The second half of the first schema (migration 1): teams, shares, saved filters, favourites,
 * subscriptions, notifications, webhooks, tokens, reactions and unread flags.
 */
export const sharingTables = `  CREATE TABLE teams (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    created_by_id INTEGER NOT NULL,
    is_public INTEGER NOT NULL DEFAULT 0,
    external_id TEXT NOT NULL DEFAULT '',
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE TABLE team_members (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    admin INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL
  );
  CREATE TABLE team_projects (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id INTEGER NOT NULL,
    project_id INTEGER NOT NULL,
    permission INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE TABLE users_projects (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    project_id INTEGER NOT NULL,
    permission INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE TABLE link_shares (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    hash TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL DEFAULT '',
    project_id INTEGER NOT NULL,
    permission INTEGER NOT NULL DEFAULT 0,
    sharing_type INTEGER NOT NULL DEFAULT 1,
    password TEXT NOT NULL DEFAULT '',
    shared_by_id INTEGER NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE TABLE saved_filters (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    filters TEXT NOT NULL DEFAULT '{}',
    owner_id INTEGER NOT NULL,
    is_favorite INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE TABLE favorites (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    entity_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    kind INTEGER NOT NULL
  );
  CREATE TABLE subscriptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    entity_type INTEGER NOT NULL,
    entity_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    created TEXT NOT NULL
  );
  CREATE TABLE notifications (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    notifiable_id INTEGER NOT NULL,
    notification TEXT NOT NULL DEFAULT '{}',
    name TEXT NOT NULL DEFAULT '',
    subject_id INTEGER NOT NULL DEFAULT 0,
    read_at TEXT,
    created TEXT NOT NULL
  );
  CREATE TABLE webhooks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    target_url TEXT NOT NULL,
    events TEXT NOT NULL DEFAULT '[]',
    project_id INTEGER NOT NULL DEFAULT 0,
    user_id INTEGER NOT NULL DEFAULT 0,
    secret TEXT NOT NULL DEFAULT '',
    created_by_id INTEGER NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE TABLE api_tokens (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    token_hash TEXT NOT NULL,
    token_last_eight TEXT NOT NULL,
    permissions TEXT NOT NULL DEFAULT '{}',
    expires_at TEXT,
    owner_id INTEGER NOT NULL,
    created TEXT NOT NULL
  );
  CREATE TABLE reactions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    entity_id INTEGER NOT NULL,
    entity_kind INTEGER NOT NULL,
    value TEXT NOT NULL,
    created TEXT NOT NULL
  );
  CREATE TABLE task_unread_statuses (
    task_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    PRIMARY KEY (task_id, user_id)
  );
  CREATE TABLE user_tokens (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    token TEXT NOT NULL,
    kind INTEGER NOT NULL,
    created TEXT NOT NULL
  );
  `;
