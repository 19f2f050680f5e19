import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '@/api/types';
import type { BoardBucket } from '@/lib/kanban-paging';
import { useStableOpenTask } from '../task-opener';
import { BucketColumn, type BucketActions } from './BucketColumn';

/** How often a card was drawn (its signs are drawn with it). */
const cardDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/views/list/TaskRowSigns', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/views/list/TaskRowSigns')>();
  return {
    ...actual,
    TaskRowSigns: (props: Parameters<typeof actual.TaskRowSigns>[0]) => {
      cardDraws.count++;
      return actual.TaskRowSigns(props);
    },
  };
});

/** A resting card's handlers; these cards are armed, so none of them is called. */
const resting = { onFocus: vi.fn(), onPointerDown: vi.fn(), onKeyDown: vi.fn() };

const task = { id: 7, title: 'Card', identifier: '#7', done: false, labels: null } as Task;
const bucket: BoardBucket = { id: 2, title: 'Doing', projectViewId: 1, limit: 0, position: 1, count: 1, tasks: [task] };
const actions: BucketActions = {
  canEditView: true,
  isLast: false,
  save: vi.fn(),
  markDone: vi.fn(),
  markDefault: vi.fn(),
  remove: vi.fn(),
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The column as the board gives it its opener. */
function Column(props: Omit<Parameters<typeof BucketColumn>[0], 'onOpenTask'>) {
  const { openTask, bridge } = useStableOpenTask();
  return (
    <>
      {bridge}
      <BucketColumn {...props} onOpenTask={openTask} />
    </>
  );
}

function show(withActions: BucketActions | undefined) {
  const onToggleDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/projects/1/1']}>
        <DndContext>
          <SortableContext items={['bucket-2']}>
            <Column
              bucket={bucket}
              isDone={false}
              isDefault={false}
              actions={withActions}
              loadingMore={false}
              bucketDragging={false}
              onLoadMore={vi.fn()}
              onAddCard={vi.fn()}
              onToggleDone={onToggleDone}
              armed
              resting={resting}
            />
          </SortableContext>
        </DndContext>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onToggleDone, card: screen.getByTestId('kanban-card') };
}

describe('a kanban column', () => {
  it('read only: no handle, no bucket menu, no new card; the card cannot be dragged', () => {
    const { card } = show(undefined);
    expect(screen.queryByRole('button', { name: 'kanban.moveBucket' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'kanban.settings.open' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(card).not.toHaveAttribute('aria-disabled');
    expect(card).not.toHaveAttribute('aria-describedby');
    fireEvent.keyDown(card, { key: ' ', code: 'Space' });
    expect(card).not.toHaveClass('is-dragging');
  });

  it('read only: Ctrl/Cmd+click opens the task instead of marking it done', () => {
    const { card, onToggleDone } = show(undefined);
    fireEvent.click(card, { ctrlKey: true });
    fireEvent.click(card, { metaKey: true });
    expect(onToggleDone).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/tasks/7');
  });

  it('writable: a drag handle for the bucket, a draggable card, Ctrl+click marks done', () => {
    const { card, onToggleDone } = show(actions);
    const handle = screen.getByRole('button', { name: 'kanban.moveBucket' });
    expect(handle).toHaveAttribute('aria-roledescription', 'kanban.bucketHandle');
    expect(handle).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('button', { name: 'kanban.settings.open' })).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-describedby');
    fireEvent.click(card, { ctrlKey: true });
    expect(onToggleDone).toHaveBeenCalledWith(task);
    expect(screen.getByTestId('where')).toHaveTextContent('/projects/1/1');
    fireEvent.keyDown(card, { key: ' ', code: 'Space' });
    expect(card).toHaveClass('is-dragging');
  });

  it('a click opens the task over the board without drawing the card again', async () => {
    const { card } = show(actions);
    // The armed card binds its drag state after its first draw; let that settle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const draws = cardDraws.count;
    expect(draws).toBeGreaterThan(0);
    fireEvent.click(card);
    expect(screen.getByTestId('where')).toHaveTextContent('/tasks/7');
    expect(cardDraws.count).toBe(draws);
  });
});
