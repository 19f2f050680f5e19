import { sharingTables } from './schema-sharing.ts';

/** Accounts, projects, views, buckets, tasks and what tasks carry. */
const coreTables = `
  CREATE TABLE config (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
    email TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL DEFAULT '',
    password TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL DEFAULT 0,
    is_admin INTEGER NOT NULL DEFAULT 0,
    avatar_provider TEXT NOT NULL DEFAULT 'initials',
    email_reminders_enabled INTEGER NOT NULL DEFAULT 1,
    discoverable_by_name INTEGER NOT NULL DEFAULT 0,
    discoverable_by_email INTEGER NOT NULL DEFAULT 0,
    overdue_tasks_reminders_enabled INTEGER NOT NULL DEFAULT 1,
    overdue_tasks_reminders_time TEXT NOT NULL DEFAULT '09:00',
    default_project_id INTEGER NOT NULL DEFAULT 0,
    week_start INTEGER NOT NULL DEFAULT 0,
    language TEXT NOT NULL DEFAULT '',
    timezone TEXT NOT NULL DEFAULT '',
    frontend_settings TEXT NOT NULL DEFAULT '{}',
    totp_secret TEXT NOT NULL DEFAULT '',
    totp_enabled INTEGER NOT NULL DEFAULT 0,
    deletion_scheduled_at TEXT,
    deletion_token TEXT NOT NULL DEFAULT '',
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );

  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL,
    refresh_hash TEXT NOT NULL,
    is_long INTEGER NOT NULL DEFAULT 0,
    last_active TEXT NOT NULL,
    created TEXT NOT NULL
  );

  CREATE TABLE projects (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    identifier TEXT NOT NULL DEFAULT '',
    hex_color TEXT NOT NULL DEFAULT '',
    owner_id INTEGER NOT NULL,
    parent_project_id INTEGER NOT NULL DEFAULT 0,
    is_archived INTEGER NOT NULL DEFAULT 0,
    position REAL NOT NULL DEFAULT 0,
    background_file_id INTEGER NOT NULL DEFAULT 0,
    background_blur_hash TEXT NOT NULL DEFAULT '',
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );

  CREATE TABLE project_views (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    project_id INTEGER NOT NULL,
    view_kind TEXT NOT NULL DEFAULT 'list',
    filter TEXT NOT NULL DEFAULT '',
    filter_include_nulls INTEGER NOT NULL DEFAULT 0,
    position REAL NOT NULL DEFAULT 0,
    bucket_configuration_mode TEXT NOT NULL DEFAULT 'none',
    bucket_configuration TEXT NOT NULL DEFAULT '[]',
    default_bucket_id INTEGER NOT NULL DEFAULT 0,
    done_bucket_id INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );

  CREATE TABLE buckets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    project_view_id INTEGER NOT NULL,
    "limit" INTEGER NOT NULL DEFAULT 0,
    position REAL NOT NULL DEFAULT 0,
    created_by_id INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );

  CREATE TABLE tasks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    done INTEGER NOT NULL DEFAULT 0,
    done_at TEXT,
    due_date TEXT,
    start_date TEXT,
    end_date TEXT,
    priority INTEGER NOT NULL DEFAULT 0,
    percent_done REAL NOT NULL DEFAULT 0,
    hex_color TEXT NOT NULL DEFAULT '',
    repeat_after INTEGER NOT NULL DEFAULT 0,
    repeat_mode INTEGER NOT NULL DEFAULT 0,
    project_id INTEGER NOT NULL,
    "index" INTEGER NOT NULL DEFAULT 0,
    uid TEXT NOT NULL DEFAULT '',
    created_by_id INTEGER NOT NULL DEFAULT 0,
    cover_image_attachment_id INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE INDEX tasks_project ON tasks(project_id);

  CREATE TABLE task_buckets (
    task_id INTEGER NOT NULL,
    bucket_id INTEGER NOT NULL,
    project_view_id INTEGER NOT NULL,
    PRIMARY KEY (task_id, project_view_id)
  );
  CREATE TABLE task_positions (
    task_id INTEGER NOT NULL,
    project_view_id INTEGER NOT NULL,
    position REAL NOT NULL,
    PRIMARY KEY (task_id, project_view_id)
  );
  CREATE TABLE task_assignees (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    task_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    created TEXT NOT NULL
  );
  CREATE TABLE labels (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    hex_color TEXT NOT NULL DEFAULT '',
    created_by_id INTEGER NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE TABLE label_tasks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    task_id INTEGER NOT NULL,
    label_id INTEGER NOT NULL,
    created TEXT NOT NULL
  );
  CREATE TABLE task_reminders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    task_id INTEGER NOT NULL,
    reminder TEXT NOT NULL,
    relative_period INTEGER NOT NULL DEFAULT 0,
    relative_to TEXT NOT NULL DEFAULT '',
    created TEXT NOT NULL
  );
  CREATE TABLE task_relations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    task_id INTEGER NOT NULL,
    other_task_id INTEGER NOT NULL,
    relation_kind TEXT NOT NULL,
    created_by_id INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL
  );
  CREATE TABLE task_comments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    comment TEXT NOT NULL,
    author_id INTEGER NOT NULL,
    task_id INTEGER NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE TABLE files (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    mime TEXT NOT NULL DEFAULT '',
    size INTEGER NOT NULL DEFAULT 0,
    created_by_id INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL
  );
  CREATE TABLE task_attachments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    task_id INTEGER NOT NULL,
    file_id INTEGER NOT NULL,
    created_by_id INTEGER NOT NULL,
    created TEXT NOT NULL
  );
`;

/**
 * The first schema (migration 1); later changes are in ./migrations.ts.
 * Table and column names follow the JSON field names (and Vikunja's table names) so that the
 * filter compiler (server/src/filter-sql.ts) and the e2e `PATCH /test/{table}` fixtures can use them.
 * Dates are stored as RFC 3339 strings; NULL means "unset".
 */
export const initialSchema = `${coreTables}${sharingTables}`;
