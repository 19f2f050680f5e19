import { describe, expect, it } from 'vitest';
import type { Task } from '@/api/types';
import { nestSubtasks, sameNode, type TaskNode } from './task-tree';

interface Spec {
  id: number;
  done?: boolean;
  parents?: number[];
  subs?: Task[];
}
const task = ({ id, done = false, parents = [], subs = [] }: Spec) =>
  ({
    id,
    title: `T${id}`,
    done,
    relatedTasks: { parenttask: parents.map((p) => ({ id: p }) as Task), subtask: subs },
  }) as Task;
const shape = (nodes: TaskNode[]): unknown =>
  nodes.map((n) => (n.subtasks.length ? [n.task.id, shape(n.subtasks)] : n.task.id));

describe('nestSubtasks', () => {
  it('shows a sub-task under its parent and not at the top level when both are on the page', () => {
    const child = task({ id: 2, parents: [1] });
    const parent = task({ id: 1, subs: [{ id: 2, title: 'shallow' } as Task] });
    const nodes = nestSubtasks([parent, child, task({ id: 3 })], false);
    expect(shape(nodes)).toEqual([[1, [2]], 3]);
    // The page's copy wins over the shallow related one.
    expect(nodes[0]!.subtasks[0]!.task).toBe(child);
  });

  it('nests the sub-tasks a server sends after the page (expand=subtasks), from other projects and deeper', () => {
    const parent = task({ id: 1, subs: [{ id: 5 } as Task, { id: 4 } as Task] });
    const elsewhere = { ...task({ id: 5, parents: [1] }), projectId: 9 };
    const child = task({ id: 4, parents: [1], subs: [{ id: 6 } as Task] });
    const grandchild = task({ id: 6, parents: [4] });
    const nodes = nestSubtasks([parent, task({ id: 2 }), elsewhere, child, grandchild], false);
    expect(shape(nodes)).toEqual([[1, [5, [4, [6]]]], 2]);
    expect(nodes[0]!.subtasks[0]!.task).toBe(elsewhere);
  });

  it('keeps a sub-task at the top level when its parent is on another page', () => {
    expect(shape(nestSubtasks([task({ id: 2, parents: [99] })], false))).toEqual([2]);
  });

  it('shows sub-tasks known only from the parent (expand=subtasks), done ones only with showDone', () => {
    const parent = task({ id: 1, subs: [task({ id: 2 }), task({ id: 3, done: true })] });
    expect(shape(nestSubtasks([parent], false))).toEqual([[1, [2]]]);
    expect(shape(nestSubtasks([parent], true))).toEqual([[1, [2, 3]]]);
  });

  it('nests deeper levels and stops at cycles', () => {
    const a = task({ id: 1, subs: [task({ id: 2 })] });
    const b = task({ id: 2, parents: [1], subs: [task({ id: 3 })] });
    expect(shape(nestSubtasks([a, b], false))).toEqual([[1, [[2, [3]]]]]);
    // 1 → 2 → 3 → 1, all on the page: each has a parent there, yet the first still shows, with the rest under it.
    const cycle = [
      task({ id: 1, parents: [3], subs: [task({ id: 2 })] }),
      b,
      task({ id: 3, parents: [2], subs: [task({ id: 1 })] }),
    ];
    expect(shape(nestSubtasks(cycle, false))).toEqual([[1, [[2, [3]]]]]);
  });
});

describe('sameNode', () => {
  const one = task({ id: 1 });
  const two = task({ id: 2 });
  const three = task({ id: 3 });
  const node = (t: Task, subtasks: TaskNode[] = []): TaskNode => ({ task: t, subtasks });
  it.each([
    ['the same node', node(one), undefined, true],
    ['new nodes of the same task objects', node(one, [node(two)]), node(one, [node(two)]), true],
    ['an equal but new task object', node(one), node({ ...one }), false],
    ['another sub-task', node(one, [node(two)]), node(one, [node(three)]), false],
    ['one sub-task more', node(one, [node(two)]), node(one, [node(two), node(three)]), false],
    [
      'a changed grandchild',
      node(one, [node(two, [node(three)])]),
      node(one, [node(two, [node({ ...three })])]),
      false,
    ],
  ])('%s', (_name, a, b, same) => {
    expect(sameNode(a, b ?? a)).toBe(same);
  });
});
