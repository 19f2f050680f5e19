import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, security } from './areas/accounts.ts';
import { apiTokens, migration, teardown } from './areas/misc.ts';
import { projects, webhooks } from './areas/projects.ts';
import { filtersAndNotifications, sharing } from './areas/sharing.ts';
import { conversation, labelsAndAssignees } from './areas/task-details.ts';
import { tasks } from './areas/tasks.ts';
import { isGap, isUnvalidated } from './scope.ts';
import { operations, reachableDefinitions } from './swagger.ts';
import { openWorld, type World } from './world.ts';

/**
 * Every success answer of a scenario that walks the whole API is validated against the swagger of
 * the compat mode (recorder.ts: all documented fields present, none undocumented, types right; the
 * tolerated differences are in exceptions.ts). Areas run in order and build on each other's data.
 */
const AREAS: [string, (w: World) => Promise<void>][] = [
  ['accounts, sign-in and settings', accounts],
  ['credentials, TOTP, CalDAV tokens and account deletion', security],
  ['projects, views, buckets and backgrounds', projects],
  ['webhooks', webhooks],
  ['tasks and task collections', tasks],
  ['labels, assignees, relations and attachments', labelsAndAssignees],
  ['comments, reactions and subscriptions', conversation],
  ['sharing and teams', sharing],
  ['saved filters and notifications', filtersAndNotifications],
  ['API tokens', apiTokens],
  ['export and migration', migration],
  ['logout and testing endpoints', teardown],
];

describe.each(['2', '1', '0.24'] as const)('responses match swagger (compat %s)', (mode) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(mode);
  });
  afterAll(async () => {
    await w.close();
  });

  for (const [name, run] of AREAS) {
    it(name, async () => {
      await run(w);
      expect(w.r.take()).toEqual([]);
    });
  }

  it('validated every implemented operation that answers JSON, and every definition inside them', () => {
    const all = operations(w.r.sw);
    const expected = all.filter((op) => !isGap(op) && !isUnvalidated(op));
    console.info(
      `compat ${mode}: validated ${w.r.validated.size} of ${all.length} swagger operations (all ${expected.length} implemented ones that answer JSON)`,
    );
    expect(expected.filter((op) => !w.r.validated.has(op))).toEqual([]);
    // Nothing outside the swagger of this release gets validated by accident.
    expect([...w.r.validated].filter((op) => !all.includes(op))).toEqual([]);
    // Every object definition an answer can nest was filled in at least once, so none passed only as null.
    const roots = [...w.r.validated].flatMap((op) => w.r.answerSchema(op) ?? []);
    expect([...reachableDefinitions(w.r.sw, roots)].filter((d) => !w.r.seen.has(d))).toEqual([]);
  });
});
