import { describe, expect, it } from 'vitest';
import { isInheritedSubscription } from './subscriptions';
import type { Subscription } from './types';

const sub = (entity: Subscription['entity'], entityId: number): Subscription => ({
  id: 1,
  entity,
  entityId,
  created: null,
});

describe('isInheritedSubscription', () => {
  it.each<[string, Subscription | null | undefined, boolean]>([
    ['none', null, false],
    ['missing', undefined, false],
    ['the task itself', sub(3, 7), false],
    ['the task, spelled out', sub('task', 7), false],
    ['its project', sub(2, 4), true],
    ['its project, spelled out', sub('project', 4), true],
    ['another task (a parent)', sub(3, 8), true],
  ])('%s → %s', (_name, subscription, inherited) => expect(isInheritedSubscription(subscription, 7)).toBe(inherited));
});
