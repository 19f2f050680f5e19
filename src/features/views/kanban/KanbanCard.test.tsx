import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '@/api/types';
import { fakeServer, renderScreen } from '@/test-support/screen';
import { KanbanCard } from './KanbanCard';

/** A resting card's handlers; these cards are armed, so none of them is called. */
const resting = { onFocus: vi.fn(), onPointerDown: vi.fn(), onKeyDown: vi.fn() };

const day = 86_400_000;
const rich = {
  id: 7,
  title: 'Paint the fence',
  identifier: '#7',
  done: false,
  priority: 4,
  hexColor: 'e8445a',
  dueDate: new Date(Date.now() - 2 * day).toISOString(),
  description: '<p>Two coats</p>',
  commentCount: 3,
  attachments: [{ id: 1 }],
  labels: [{ id: 2, title: 'Garden', hexColor: '2fb344' }],
  assignees: [{ id: 5, username: 'ann', name: 'Ann Lee' }],
  relatedTasks: {
    subtask: [
      { id: 8, done: true },
      { id: 9, done: false },
    ],
  },
  isFavorite: true,
} as unknown as Task;

function show(task: Task) {
  const { client } = fakeServer({});
  renderScreen(
    <MemoryRouter>
      <DndContext>
        <SortableContext items={[`task-${task.id}`]}>
          <ul>
            <KanbanCard task={task} canWrite onToggleDone={vi.fn()} onOpen={vi.fn()} armed resting={resting} />
          </ul>
        </SortableContext>
      </DndContext>
    </MemoryRouter>,
    { client },
  );
  return screen.getByTestId('kanban-card');
}

describe('a kanban card', () => {
  it('carries what a list row does: colour, priority, labels, overdue date, signs and assignees', () => {
    const card = show(rich);
    expect(card).toHaveClass('has-color');
    expect(card.style.getPropertyValue('--task-color')).toBe('#e8445a');
    expect(within(card).getByTestId('priority')).toHaveTextContent('Urgent');
    expect(within(card).getByText('Garden')).toHaveClass('label-chip');
    const due = card.querySelector('time.task-due');
    expect(due).toHaveClass('overdue');
    expect(due).toHaveTextContent('2 days ago');
    expect(within(card).getByRole('img', { name: 'Has a description' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Comments: 3' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Attachments: 1' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Favourite' })).toBeInTheDocument();
    expect(within(card).getByTestId('subtask-progress')).toHaveTextContent('1 of 2 tasks');
    expect(within(card).getByRole('img', { name: 'Assigned to Ann Lee' })).toBeInTheDocument();
    expect(within(card).queryByText('Done')).toBeNull();
  });

  it('a done card says so, crosses out its title and no longer shows its date as overdue', () => {
    const card = show({ ...rich, done: true });
    expect(card).toHaveClass('is-done');
    expect(within(card).getByText('Done')).toHaveClass('badge-success');
    expect(card.querySelector('time.task-due')).not.toHaveClass('overdue');
    expect(within(card).queryByTestId('priority')).toBeNull();
  });

  it('a bare card shows only its identifier and title', () => {
    const card = show({ id: 3, title: 'Bare', identifier: '#3', done: false } as Task);
    expect(card).not.toHaveClass('has-color');
    expect(card.querySelector('.kanban-card-meta')?.children).toHaveLength(0);
    expect(card.querySelector('.kanban-card-labels')).toBeNull();
  });
});
