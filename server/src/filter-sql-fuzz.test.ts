import { describe, expect, it } from 'vitest';
import { FilterSyntaxError } from '../../src/filters/index.ts';
import { fuzzInputs } from '../../src/filters/testing/fuzz-inputs.ts';
import { seededRandom } from '../../src/lib/prng.ts';
import { compileFilter } from './filter-sql.ts';
import { db, NOW, NULLS, run } from './filter-sql.fixture.ts';

// Every piece of SQL the compiler may emit; anything else (a value, a quote, a comment) fails the check.
const SQL_TOKEN = new RegExp(
  `(?:${[
    '\\s+',
    '\\?',
    '<>',
    '>=',
    '<=',
    '=',
    '>',
    '<',
    '\\(',
    '\\)',
    ',',
    '\\b[01]\\b',
    '\\bt\\.(?:id|done|done_at|priority|percent_done|due_date|start_date|end_date|created|updated|project_id)\\b',
    '\\b(?:lt\\.task_id|lt\\.label_id|l\\.id|l\\.title|ta\\.task_id|ta\\.user_id|u\\.id|u\\.username|r\\.task_id|r\\.reminder|p\\.id|p\\.title)\\b',
    '\\b(?:SELECT|FROM|WHERE|AND|OR|NOT|IN|EXISTS|IS|NULL|LIKE|COLLATE|NOCASE)\\b',
    '\\b(?:label_tasks lt|labels l|task_assignees ta|users u|task_reminders r|projects p)\\b',
  ].join('|')})`,
  'g',
);

function assertWhitelisted(sql: string): void {
  SQL_TOKEN.lastIndex = 0;
  for (let at = 0; at < sql.length; at = SQL_TOKEN.lastIndex) {
    const match = SQL_TOKEN.exec(sql);
    if (match?.index !== at) throw new Error(`unexpected SQL at ${at}: ${sql.slice(at, at + 40)}`);
  }
}

describe('compileFilter fuzz', () => {
  it('has a whitelist that catches values spliced into SQL', () => {
    expect(() => assertWhitelisted("t.done = 'x'")).toThrow();
    expect(() => assertWhitelisted('t.done = 1; DROP TABLE tasks')).toThrow();
    expect(() => assertWhitelisted('t.title = ?')).toThrow();
    expect(() => assertWhitelisted('(t.done = ? AND t.priority IN (?, ?))')).not.toThrow();
  });

  it('runs the largest filters the parser allows', () => {
    const big = Array.from(
      { length: 200 },
      (_, i) => `labels in ${Array.from({ length: 2 }, (_, j) => i * 2 + j).join(', ')}`,
    );
    expect(() => run(big.join(' || '), NULLS)).not.toThrow();
    expect(() => run(`${'('.repeat(32)}dueDate < now${')'.repeat(32)}`, NULLS)).not.toThrow();
  });

  it('20,000 adversarial inputs: whitelisted SQL that runs, or a FilterSyntaxError', () => {
    const random = seededRandom(99);
    const zones = [undefined, 'UTC', 'Europe/Berlin', 'Asia/Kolkata', 'Bad/Zone'];
    let compiled = 0;
    for (const input of fuzzInputs(12345, 20_000)) {
      const opts = { includeNulls: random() < 0.5, timezone: zones[Math.floor(random() * zones.length)] };
      let result;
      try {
        result = compileFilter(input, { now: NOW, ...opts });
      } catch (error) {
        if (!(error instanceof FilterSyntaxError))
          throw new Error(`${JSON.stringify(input)}: ${String(error)}`, { cause: error });
        continue;
      }
      compiled += 1;
      assertWhitelisted(result.sql);
      if (result.sql.split('?').length - 1 !== result.params.length) throw new Error(`param count: ${input}`);
      db.prepare(`SELECT t.id FROM tasks t WHERE ${result.sql}`).all(...result.params); // must not throw
    }
    expect(compiled).toBeGreaterThan(4000);
  });
});
