import { describe, expect, it } from 'vitest';
import { isProjectShape, isTaskShape, shaped, shapedList } from './shape';

const task = { id: 1, title: 'Buy milk', labels: null, assignees: [{ id: 2, username: 'anna' }] };

describe('isTaskShape', () => {
  it.each([
    ['a plain task', task, true],
    ['without list fields', { id: 1, title: 'x' }, true],
    [
      'with labels, reminders, reactions and related tasks',
      {
        ...task,
        labels: [{ id: 3, title: 'a' }],
        reminders: [{ reminder: '2030-01-01T00:00:00Z' }],
        reactions: { '👍': [] },
        relatedTasks: { subtask: [{ id: 4, title: 'y' }], parenttask: null },
      },
      true,
    ],
    ['null', null, false],
    ['a string', 'task', false],
    ['without an id', { title: 'x' }, false],
    ['with a numeric title', { id: 1, title: 5 }, false],
    ['labels: "x"', { ...task, labels: 'x' }, false],
    ['labels of nulls', { ...task, labels: [null] }, false],
    ['assignees as an object', { ...task, assignees: { id: 2 } }, false],
    ['reminders as a string', { ...task, reminders: 'soon' }, false],
    ['related tasks as a list', { ...task, relatedTasks: [] }, false],
    ['related tasks of strings', { ...task, relatedTasks: { subtask: ['a'] } }, false],
  ])('%s', (_name, value, ok) => {
    expect(isTaskShape(value)).toBe(ok);
  });
});

describe('isProjectShape', () => {
  it.each([
    ['a project with views', { id: 1, title: 'Home', views: [{ id: 1, title: 'List' }] }, true],
    ['without views', { id: 1, title: 'Home' }, true],
    ['views as a string', { id: 1, title: 'Home', views: 'list' }, false],
    ['views of nulls', { id: 1, title: 'Home', views: [null] }, false],
  ])('%s', (_name, value, ok) => {
    expect(isProjectShape(value)).toBe(ok);
  });
});

describe('shaped and shapedList', () => {
  it('answer what passes and fail with an invalid-response error otherwise', () => {
    expect(shaped(task, isTaskShape, 'task')).toBe(task);
    expect(shapedList([task], isTaskShape, 'task')).toEqual([task]);
    expect(() => shaped({ id: 1 }, isTaskShape, 'task')).toThrow(expect.objectContaining({ kind: 'invalid-response' }));
    expect(() => shapedList([null, null], isTaskShape, 'task')).toThrow(
      expect.objectContaining({ kind: 'invalid-response' }),
    );
    expect(() => shapedList('views' as unknown as unknown[], isTaskShape, 'view')).toThrow(
      expect.objectContaining({ kind: 'invalid-response' }),
    );
  });
});
