import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { registerFunctions } from './functions.ts';
import { migrations } from './migrations.ts';

export type Db = Database.Database;

/** Opens (creating if needed) `<dataDir>/vikunja.db`, or an in-memory db for ':memory:', and migrates it. */
export function openDatabase(dataDir: string): Db {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    fs.mkdirSync(dataDir, { recursive: true });
    file = path.join(dataDir, 'vikunja.db');
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  registerFunctions(db);
  migrate(db);
  cacheStatements(db);
  return db;
}

const STATEMENT_CACHE = 500;

/**
 * Compiling SQL costs more than running it for the small queries a request makes by the dozen, so the
 * connection keeps its recent statements: the same text gives the same prepared statement. None of the
 * callers change a statement's mode (pluck, raw, expand), which would leak to the next user.
 */
function cacheStatements(db: Db): void {
  const compile = db.prepare.bind(db);
  const cache = new Map<string, ReturnType<Db['prepare']>>();
  const cached = (source: string): ReturnType<Db['prepare']> => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source);
    } else {
      statement = compile(source);
      if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value ?? '');
    }
    cache.set(source, statement);
    return statement;
  };
  db.prepare = cached as Db['prepare'];
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let i = current; i < migrations.length; i++) {
    db.transaction(() => {
      db.exec(migrations[i] ?? '');
      db.pragma(`user_version = ${i + 1}`);
    })();
  }
}

/** Names of all application tables (used by the testing endpoints). */
export function tableNames(db: Db): string[] {
  const rows = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'config'")
    .all() as { name: string }[];
  return rows.map((r) => r.name);
}

/** Column names of one table. */
export function columnNames(db: Db, table: string): string[] {
  return (db.prepare(`PRAGMA table_info("${table.replace(/"/g, '')}")`).all() as { name: string }[]).map((r) => r.name);
}

/** Reads a config value, creating it with `make()` on first use (e.g. the JWT secret). */
export function configValue(db: Db, key: string, make: () => string): string {
  const row = db.prepare('SELECT value FROM config WHERE key = ?').get(key) as { value: string } | undefined;
  if (row) return row.value;
  const value = make();
  db.prepare('INSERT INTO config (key, value) VALUES (?, ?)').run(key, value);
  return value;
}
