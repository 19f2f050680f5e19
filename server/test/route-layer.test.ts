import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Routes validate input, call a model and answer; every SQL statement lives in `server/src/models/`.
 * The same holds for sign-in and sessions (`server/src/auth/`): tokens, hashes and rules there, rows in
 * the models. This reads each of those files and lists the places where it would run SQL itself.
 */
const LAYERS = ['routes', 'auth'].map((dir) => path.join(import.meta.dirname, '../src', dir));

/** What a better-sqlite3 handle or statement offers to run SQL. */
const DB_METHODS = new Set(['prepare', 'exec', 'run', 'all', 'get', 'iterate', 'transaction', 'pragma']);
/** The start of an SQL statement in a string (the codebase writes SQL keywords in capitals). */
const SQL_TEXT = /\b(?:SELECT|INSERT\s+(?:OR\s+\w+\s+)?INTO|REPLACE\s+INTO|UPDATE\s+"?\w+"?\s+SET|DELETE\s+FROM)\s/;

/** The name an expression ends in: `db` for `db`, `app.db` and `c.get('app').db`. */
function endName(e: ts.Expression): string | undefined {
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return undefined;
}

/** Each place in `source` that runs SQL directly, as `line: what`. */
export function directSql(source: string): string[] {
  const file = ts.createSourceFile('route.ts', source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (method === 'prepare') at(node, 'prepares a statement');
      else if (DB_METHODS.has(method) && endName(node.expression.expression) === 'db') at(node, `calls db.${method}`);
    }
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (SQL_TEXT.test(node.text)) at(node, 'holds SQL text');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the route layer runs no SQL', () => {
  it.each([
    ["app.db.prepare('SELECT * FROM users WHERE id = ?').get(id)", ['1: prepares a statement', '1: holds SQL text']],
    ['const { db } = c.get("app");\ndb.prepare(sql).run();', ['2: prepares a statement']],
    ["c.get('app').db.exec('PRAGMA x')", ['1: calls db.exec']],
    ['app.db.transaction(() => write())()', ['1: calls db.transaction']],
    ['db.get(id)', ['1: calls db.get']],
    ['const sql = `DELETE FROM "${table}"`;', ['1: holds SQL text']],
    ['const q = "INSERT INTO tasks (title) VALUES (?)";', ['1: holds SQL text']],
    ["const q = 'UPDATE users SET name = ?';", ['1: holds SQL text']],
    ['const q = `SELECT id FROM ${t} WHERE ${w}`;', ['1: holds SQL text']],
    // What a route may do: call models, read the request, use regular expressions and promises.
    ['getUser(app.db, auth.userId)', []],
    ["const app = c.get('app'); c.req.query('s');", []],
    ["/^Bearer\\s+(\\S+)$/i.exec(c.req.header('authorization') ?? '')", []],
    ['await Promise.all(list.map(load))', []],
    ["throw apiError(400, CODE.invalidModel, 'Please select a project.');", []],
    ['// SELECT * FROM users, in a comment, runs nothing', []],
  ])('finds in %j: %j', (source, expected) => {
    expect(directSql(source)).toEqual(expected);
  });

  const files = LAYERS.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join(dir, f)),
  );

  it('reads both layers', () => {
    for (const dir of LAYERS) expect(files.some((f) => path.dirname(f) === dir)).toBe(true);
  });

  it.each(files.map((f) => path.relative(path.join(import.meta.dirname, '../src'), f)))(
    '%s leaves SQL to the models',
    (name) => {
      expect(directSql(fs.readFileSync(path.join(import.meta.dirname, '../src', name), 'utf8'))).toEqual([]);
    },
  );
});
