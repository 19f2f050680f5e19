import { describe, expect, it } from 'vitest';
import type { Notification } from '@/api/types';
import { withPushed } from './notifications';

const n = (id: number): Notification => ({
  id,
  name: 'task.comment',
  notification: {},
  read: false,
  readAt: null,
  created: null,
});

describe('withPushed', () => {
  it.each<[string, Notification[] | undefined, Notification, number[] | undefined]>([
    ['no list yet', undefined, n(3), undefined],
    ['an empty list', [], n(3), [3]],
    ['a new one goes on top', [n(2), n(1)], n(3), [3, 2, 1]],
    ['one already listed stays once', [n(3), n(2)], n(3), [3, 2]],
  ])('%s', (_name, list, pushed, ids) => {
    expect(withPushed(list, pushed)?.map((x) => x.id)).toEqual(ids);
  });

  it('keeps the same list object when nothing changes', () => {
    const list = [n(1)];
    expect(withPushed(list, n(1))).toBe(list);
  });
});
