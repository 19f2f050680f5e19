import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';
import { exportEntries, fixTimes, seedExportWorld } from './export-world.ts';
import { watchStatements } from './statements.ts';

/** The export of the seeded world (k = 3), as it was recorded before the export read in batches. */
const GOLDEN = path.join(import.meta.dirname, 'fixtures', 'export-golden');

/** Text entries as they are; other entries by size and SHA-256. */
function describeEntries(entries: Map<string, Buffer>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, data] of entries)
    out[name] = name.endsWith('.json')
      ? data.toString('utf8')
      : `${data.length} bytes, sha256 ${crypto.createHash('sha256').update(data).digest('hex')}`;
  return out;
}

describe('the user data export', () => {
  const worlds: { h: Harness; token: string }[] = [];
  beforeAll(async () => {
    for (const k of [2, 3, 5]) {
      const h = await boot();
      const { token } = await seedExportWorld(h, k);
      fixTimes(h);
      worlds.push({ h, token });
    }
  }, 180_000);
  afterAll(async () => {
    for (const { h } of worlds) await h.close();
  });

  it('holds the same bytes as the recorded export of the same account', async () => {
    const { h, token } = worlds[1]!;
    const got = describeEntries(await exportEntries(h, token));
    if (process.env.RECORD_EXPORT_GOLDEN) {
      fs.mkdirSync(GOLDEN, { recursive: true });
      fs.writeFileSync(path.join(GOLDEN, 'entries.json'), `${JSON.stringify(got, null, 2)}\n`);
    }
    const want = JSON.parse(fs.readFileSync(path.join(GOLDEN, 'entries.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(got)).toEqual(Object.keys(want));
    for (const name of Object.keys(want)) expect(got[name], name).toBe(want[name]);
  });

  it('reads in as many statements for 2 projects as for 5', async () => {
    const counts: number[] = [];
    for (const { h, token } of [worlds[0]!, worlds[2]!]) {
      const counter = watchStatements(h.server.db);
      const entries = await exportEntries(h, token);
      counter.stop();
      expect(entries.has('data.json')).toBe(true);
      counts.push(counter.count());
    }
    expect(counts[1]).toBe(counts[0]);
  });
});
