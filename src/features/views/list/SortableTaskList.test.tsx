import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '@/api/types';
import type { Platform } from '@/platform/types';
import { fakeServer, memoryStorage, providers } from '@/test-support/screen';
import { SortableTaskList } from './SortableTaskList';
import type { RowOptions } from './TaskItem';
import type { TaskNode } from './task-tree';

/** How often each task's row was drawn, by title. */
const rowRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('./TaskRow', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./TaskRow')>();
  return {
    ...actual,
    TaskRow: (props: Parameters<typeof actual.TaskRow>[0]) => {
      rowRenders.set(props.task.title, (rowRenders.get(props.task.title) ?? 0) + 1);
      return actual.TaskRow(props);
    },
  };
});

const node = (id: number, title: string): TaskNode => ({
  task: { id, title, done: false, position: id * 65536 } as unknown as Task,
  subtasks: [],
});
const nodes = [node(1, 'Move house'), node(2, 'Water plants')];
const row: RowOptions = { onToggleDone: () => {} };

describe('SortableTaskList', () => {
  it('an armed list drawn again with the same rows leaves every row as it is', async () => {
    const server = fakeServer({});
    const Wrapper = providers(server.client, { kind: 'web', storage: memoryStorage() } as Platform);
    const draw = (after: string) => (
      <Wrapper>
        <MemoryRouter>
          <SortableTaskList projectId={3} viewId={9} nodes={nodes} row={row}>
            <li>{after}</li>
          </SortableTaskList>
        </MemoryRouter>
      </Wrapper>
    );
    const { rerender } = render(draw('first'));
    const handle = screen.getByRole('button', { name: 'Move “Water plants”' });
    fireEvent.pointerOver(handle, { pointerType: 'mouse' });
    await waitFor(() => expect(handle).toHaveAccessibleDescription(/To pick up an item, press Space or Enter/));
    const before = rowRenders.get('Water plants');
    expect(before).toBeGreaterThan(0);

    // Only the rows after the sortable ones changed.
    rerender(draw('second'));
    await screen.findByText('second');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rowRenders.get('Water plants')).toBe(before);
    expect(rowRenders.get('Move house')).toBe(rowRenders.get('Water plants'));
  });
});
