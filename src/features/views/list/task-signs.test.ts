import { describe, expect, it } from 'vitest';
import type { Task } from '@/api/types';
import { taskSigns } from './task-signs';

const task = (over: Partial<Task>): Task => ({ id: 1, title: 't', description: '', done: false, ...over }) as Task;
const sub = (done: boolean) => task({ done });

describe('taskSigns', () => {
  it.each([
    ['a bare task', task({}), { description: false, comments: 0, attachments: 0, subtasks: null }],
    [
      'an empty paragraph is no description',
      task({ description: '<p></p>' }),
      { description: false, comments: 0, attachments: 0, subtasks: null },
    ],
    [
      'a description',
      task({ description: '<p>Hi</p>' }),
      { description: true, comments: 0, attachments: 0, subtasks: null },
    ],
    [
      'comments and attachments',
      task({ commentCount: 3, attachments: [{ id: 1 }, { id: 2 }] as Task['attachments'] }),
      { description: false, comments: 3, attachments: 2, subtasks: null },
    ],
    [
      'one of two sub-tasks done',
      task({ relatedTasks: { subtask: [sub(true), sub(false)] } }),
      { description: false, comments: 0, attachments: 0, subtasks: { done: 1, total: 2 } },
    ],
    [
      'an empty sub-task list',
      task({ relatedTasks: { subtask: [] } }),
      { description: false, comments: 0, attachments: 0, subtasks: null },
    ],
  ])('%s', (_, input, expected) => {
    expect(taskSigns(input)).toEqual(expected);
  });
});
