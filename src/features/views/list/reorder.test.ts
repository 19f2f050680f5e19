import { describe, expect, it } from 'vitest';
import type { Task } from '@/api/types';
import { reorder } from './reorder';

const task = (id: number, position: number) => ({ id, title: `T${id}`, position }) as Task;
const list = [task(1, 65536), task(2, 131072), task(3, 196608)];
const ids = (tasks: Task[]) => tasks.map((t) => t.id);

describe('reorder', () => {
  it.each([
    ['first to last: after the last one', 1, 3, [2, 3, 1], 196608 + 65536],
    ['last to first: half of the first one', 3, 1, [3, 1, 2], 32768],
    ['down one: midpoint of the new neighbours', 1, 2, [2, 1, 3], (131072 + 196608) / 2],
    ['up one: midpoint of the new neighbours', 3, 2, [1, 3, 2], (65536 + 131072) / 2],
  ])('%s', (_name, active, over, order, position) => {
    const result = reorder(list, active, over)!;
    expect(ids(result.tasks)).toEqual(order);
    expect(result.position).toBe(position);
    expect(result.task.id).toBe(active);
    expect(result.tasks.find((t) => t.id === active)?.position).toBe(position);
  });

  it('answers null when the task stays or is unknown', () => {
    expect(reorder(list, 2, 2)).toBeNull();
    expect(reorder(list, 9, 2)).toBeNull();
    expect(reorder(list, 2, 9)).toBeNull();
  });

  it('puts a lone task at 0', () => {
    expect(reorder([task(1, 5), task(2, 6)], 1, 2)?.position).toBe(6 + 65536);
    expect(reorder([task(1, 0), task(2, 0)], 2, 1)?.position).toBe(0);
  });
});
