/**
 * Compiles Vikunja filter text (src/filters) into a WHERE fragment over `tasks t`.
 *
 * Contract:
 * - Every value travels as a bound `?` parameter; identifiers come only from the tables below. The
 *   fragment needs `tasks` aliased `t`; it reaches label_tasks, labels, task_assignees, users,
 *   task_reminders and projects through correlated subqueries, so it adds no joins or duplicate rows.
 * - Dates are compared as RFC 3339 UTC text 'YYYY-MM-DDTHH:MM:SSZ' (what the server stores); NULL and
 *   '0001-01-01T00:00:00Z' both mean unset and never satisfy a comparison unless includeNulls is set.
 * - percentDone is 0–100 in the text and a 0–1 fraction in the column: `percentDone > 50` binds 0.5.
 * - Numbers count as unset when NULL or 0 (the API's "no priority"); done is never unset.
 * - labels/assignees/reminders: `=`, `in`, `?=`, `like` and ordering comparisons mean "some linked row
 *   matches"; `!=` and `not in` mean "no linked row matches". Unset means "has none".
 * - Ids are bare integers; labels match titles, assignees usernames and project titles (case-insensitive)
 *   through subqueries. `like` without a `%` matches anywhere in the title (Vikunja wraps it the same way).
 * - `userId` is accepted for scoping name lookups later; today titles resolve across all rows.
 * Throws FilterSyntaxError (4016–4019, 2003 for a bad timezone), which the routes answer with HTTP 400.
 */
import {
  FILTER_ERROR,
  type FilterComparator,
  type FilterCondition,
  type FilterExpr,
  type FilterFieldName,
  FilterSyntaxError,
  type FilterValue,
  lookupField,
  parseFilterWithPositions,
  resolveDateMath,
} from '../../src/filters/index.ts';

export interface CompileFilterOptions {
  /** IANA zone for date-only values and date math rounding; default UTC. */
  timezone?: string;
  /** filter_include_nulls: comparisons also match tasks where the field is unset. */
  includeNulls?: boolean;
  /** The clock for `now`; default the current time. */
  now?: Date;
  userId?: number;
}

export interface CompiledFilter {
  sql: string;
  params: unknown[];
}

const UNSET_DATE = '0001-01-01T00:00:00Z';

const COLUMN: Partial<Record<FilterFieldName, string>> = {
  done: 't.done',
  priority: 't.priority',
  percentDone: 't.percent_done',
  dueDate: 't.due_date',
  startDate: 't.start_date',
  endDate: 't.end_date',
  doneAt: 't.done_at',
  created: 't.created',
  updated: 't.updated',
  project: 't.project_id',
};

/** How labels and assignees link to tasks, and which column names them. */
const LINKS = {
  labels: {
    link: 'label_tasks lt',
    task: 'lt.task_id',
    ref: 'lt.label_id',
    names: 'SELECT l.id FROM labels l WHERE l.title',
  },
  assignees: {
    link: 'task_assignees ta',
    task: 'ta.task_id',
    ref: 'ta.user_id',
    names: 'SELECT u.id FROM users u WHERE u.username',
  },
} as const;

const PROJECT_NAMES = 'SELECT p.id FROM projects p WHERE p.title';

const SQL_OPERATOR: Record<Exclude<FilterComparator, 'like' | 'in' | 'not in' | '?='>, string> = {
  '=': '=',
  '!=': '<>',
  '>': '>',
  '>=': '>=',
  '<': '<',
  '<=': '<=',
};

interface Context {
  params: unknown[];
  now: Date;
  timezone: string;
  includeNulls: boolean;
  positions: WeakMap<FilterValue, number>;
}

/** Compiles filter text to `{ sql, params }` for `WHERE <sql>` over `tasks t`; blank text matches all. */
export function compileFilter(filter: string, opts: CompileFilterOptions = {}): CompiledFilter {
  const now = opts.now ?? new Date();
  const timezone = opts.timezone?.trim() || 'UTC';
  resolveDateMath('now', now, timezone); // rejects a bad timezone even when no date is compared
  const { ast, positions } = parseFilterWithPositions(filter);
  if (ast.type === 'empty') return { sql: '1 = 1', params: [] };
  const ctx: Context = { params: [], now, timezone, includeNulls: opts.includeNulls ?? false, positions };
  return { sql: compileExpr(ast, ctx), params: ctx.params };
}

function compileExpr(expr: FilterExpr, ctx: Context): string {
  if (expr.type === 'condition') return compileCondition(expr, ctx);
  return `(${expr.operands.map((e) => compileExpr(e, ctx)).join(expr.type === 'and' ? ' AND ' : ' OR ')})`;
}

const isNegative = (c: FilterComparator): boolean => c === '!=' || c === 'not in';

function compileCondition(cond: FilterCondition, ctx: Context): string {
  const kind = lookupField(cond.field)?.kind;
  const column = COLUMN[cond.field] ?? '';
  const bind = (value: unknown): string => {
    ctx.params.push(value);
    return '?';
  };
  const binds = (values: unknown[]): string => values.map(bind).join(', ');
  const orUnset = (sql: string, unset: () => string): string =>
    ctx.includeNulls ? `((${sql}) OR ${unset()})` : `(${sql})`;

  switch (kind) {
    case 'boolean':
      return `(${column} ${SQL_OPERATOR[cond.comparator as '=']} ${bind(cond.values[0]?.value ? 1 : 0)})`;
    case 'number':
    case 'percent': {
      // Bound as the fraction the column stores; toFixed keeps 33.3 → 0.333 exact, not 0.33299999999999996.
      const scale = (v: FilterValue): number =>
        kind === 'percent' ? Number((Number(v.value) / 100).toFixed(8)) : Number(v.value);
      const test = membership(cond.comparator)
        ? `${column} ${isNegative(cond.comparator) ? 'NOT IN' : 'IN'} (${binds(cond.values.map(scale))})`
        : `${column} ${SQL_OPERATOR[cond.comparator as '=']} ${bind(scale(cond.values[0] as FilterValue))}`;
      return orUnset(test, () => `${column} IS NULL OR ${column} = 0`);
    }
    case 'date': {
      const test = `${column} <> ${bind(UNSET_DATE)} AND ${column} ${SQL_OPERATOR[cond.comparator as '=']} ${bind(dateParam(cond, ctx))}`;
      return orUnset(test, () => `${column} IS NULL OR ${column} = ${bind(UNSET_DATE)}`);
    }
    case 'dates': {
      const negative = cond.comparator === '!=';
      const operator = negative ? '=' : SQL_OPERATOR[cond.comparator as '='];
      const test = `${negative ? 'NOT ' : ''}EXISTS (SELECT 1 FROM task_reminders r WHERE r.task_id = t.id AND r.reminder ${operator} ${bind(dateParam(cond, ctx))})`;
      // "No reminder equals X" already holds for tasks without reminders.
      return negative
        ? `(${test})`
        : orUnset(test, () => 'NOT EXISTS (SELECT 1 FROM task_reminders r WHERE r.task_id = t.id)');
    }
    case 'refs': {
      const link = LINKS[cond.field as keyof typeof LINKS];
      const any = `SELECT 1 FROM ${link.link} WHERE ${link.task} = t.id`;
      const test = `${isNegative(cond.comparator) ? 'NOT ' : ''}EXISTS (${any} AND ${refMatch(cond, link.ref, link.names, bind, binds)})`;
      return isNegative(cond.comparator) ? `(${test})` : orUnset(test, () => `NOT EXISTS (${any})`);
    }
    case 'ref': {
      const match = refMatch(cond, column, PROJECT_NAMES, bind, binds);
      return `(${isNegative(cond.comparator) ? `NOT ${match}` : match})`;
    }
    case undefined: // a field no table knows
    default:
      throw new FilterSyntaxError(`Unknown field "${cond.field}"`, FILTER_ERROR.invalidField, 0);
  }
}

const membership = (c: FilterComparator): boolean => c === 'in' || c === 'not in' || c === '?=';

/** `ref IN (ids) OR ref IN (SELECT id … WHERE name IN (names))`, or the LIKE form, in parentheses. */
function refMatch(
  cond: FilterCondition,
  ref: string,
  names: string,
  bind: (v: unknown) => string,
  binds: (v: unknown[]) => string,
): string {
  if (cond.comparator === 'like') {
    const pattern = String(cond.values[0]?.value ?? '');
    return `(${ref} IN (${names} LIKE ${bind(pattern.includes('%') ? pattern : `%${pattern}%`)}))`;
  }
  const ids = cond.values.filter((v) => v.type === 'number').map((v) => v.value);
  const titles = cond.values.filter((v) => v.type !== 'number').map((v) => String(v.value));
  const parts: string[] = [];
  if (ids.length > 0) parts.push(`${ref} IN (${binds(ids)})`);
  if (titles.length > 0) parts.push(`${ref} IN (${names} COLLATE NOCASE IN (${binds(titles)}))`);
  return `(${parts.join(' OR ')})`;
}

/** The condition's date as stored text; errors point at the value in the filter text. */
function dateParam(cond: FilterCondition, ctx: Context): string {
  const value = cond.values[0] as FilterValue;
  try {
    return resolveDateMath(String(value.value), ctx.now, ctx.timezone)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
  } catch (error) {
    if (!(error instanceof FilterSyntaxError)) throw error;
    throw new FilterSyntaxError(error.message, error.code, ctx.positions.get(value) ?? 0);
  }
}
