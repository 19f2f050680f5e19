import { describe, expect, it } from 'vitest';
import type { Notification } from '@/api/types';
import { describeNotification, isUnread } from './notification-text';

const n = (name: string, notification: Record<string, unknown>, readAt: string | null = null): Notification => ({
  id: 1,
  name,
  notification,
  read: false,
  readAt,
  created: null,
});

const doer = { id: 2, username: 'ann', name: 'Ann' };
const task = { id: 7, title: 'Buy milk' };

describe('describeNotification', () => {
  it.each<[string, Record<string, unknown>, string, string | null]>([
    ['task.comment', { doer, task, comment: {} }, 'notifications.type.comment', '/tasks/7'],
    ['task.assigned', { doer, task, assignee: { username: 'bob' } }, 'notifications.type.assigned', '/tasks/7'],
    ['task.deleted', { doer, task }, 'notifications.type.deleted', null],
    ['task.mentioned', { doer, task }, 'notifications.type.mentioned', '/tasks/7'],
    ['task.reminder', { task, project: { id: 3, title: 'Home' } }, 'notifications.type.reminder', '/tasks/7'],
    [
      'project.created',
      { doer, project: { id: 3, title: 'Home' } },
      'notifications.type.projectCreated',
      '/projects/3',
    ],
    [
      'team.member.added',
      { doer, member: { username: 'bob' }, team: { id: 4, name: 'Crew' } },
      'notifications.type.memberAdded',
      '/teams/4/edit',
    ],
    ['something.else', {}, 'notifications.type.unknown', null],
  ])('%s', (name, payload, key, link) => {
    const view = describeNotification(n(name, payload));
    expect(view.key).toBe(key);
    expect(view.link).toBe(link);
  });

  it('names the doer and the task', () => {
    const view = describeNotification(n('task.comment', { doer, task }));
    expect(view.values).toMatchObject({ doer: '\u2068Ann\u2069', task: '\u2068Buy milk\u2069' });
    expect(view.doer).toBe('ann');
  });

  it('isolates user text, so a right-to-left override in a title ends with the title', () => {
    const view = describeNotification(n('task.comment', { doer, task: { id: 7, title: 'evil\u202Egnp.exe' } }));
    expect(view.values.task).toBe('\u2068evil\u202Egnp.exe\u2069');
    // Nothing left empty gets stray marks.
    expect(view.values.project).toBe('');
  });

  it('reads unread state from read or readAt', () => {
    expect(isUnread(n('x', {}))).toBe(true);
    expect(isUnread(n('x', {}, '2026-01-01T00:00:00Z'))).toBe(false);
  });
});
