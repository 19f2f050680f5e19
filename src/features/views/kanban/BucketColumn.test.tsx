import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '@/api/types';
import type { BoardBucket } from '@/lib/kanban-paging';
import { BucketColumn, type BucketActions } from './BucketColumn';

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

function show(withActions: BucketActions | undefined) {
  const onToggleDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/projects/1/1']}>
        <DndContext>
          <SortableContext items={['bucket-2']}>
            <BucketColumn
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
});
