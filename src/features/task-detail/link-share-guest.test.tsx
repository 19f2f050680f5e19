import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskWithSubscription } from '@/api/subscriptions';
import type { Label, Task } from '@/api/types';
import { useSession } from '@/stores/session';
import { TaskHeader } from './TaskHeader';
import { TaskLabels } from './TaskLabels';

const add = vi.hoisted(() => vi.fn());
const mutation = (fn = vi.fn()) => ({ mutate: fn, isPending: false, isError: false, error: null });
vi.mock('@/queries/subscriptions', () => ({ useSubscriptionMutation: () => mutation() }));
vi.mock('@/queries/labels', () => ({
  useLabelsQuery: () => ({ data: [{ id: 4, title: 'Urgent' } as Label] }),
  useTaskLabelMutations: () => ({ add: mutation(add), remove: mutation() }),
}));

const task = {
  id: 1,
  identifier: '#1',
  done: false,
  isFavorite: false,
  labels: [],
  subscription: null,
} as unknown as TaskWithSubscription;
const asGuest = () => useSession.setState({ linkShare: { hash: 'h', projectId: 2, logoVisible: true } });

function addLabel(title: string) {
  const input = screen.getByLabelText('taskDetail.addLabel');
  fireEvent.change(input, { target: { value: title } });
  fireEvent.submit(input.closest('form')!);
}

beforeEach(() => add.mockClear());
afterEach(() => useSession.setState({ linkShare: null }));

describe('a link-share guest in the task detail', () => {
  const header = () =>
    render(<TaskHeader task={task} project={undefined} canWrite onDone={vi.fn()} onFavorite={vi.fn()} />, {
      wrapper: MemoryRouter,
    });

  it('is not offered the task subscription, which needs an account', () => {
    asGuest();
    header();
    expect(screen.queryByRole('button', { name: /taskDetail.subscribe/ })).toBeNull();
  });

  it('while a signed-in person is offered it', () => {
    header();
    expect(screen.getByRole('button', { name: /taskDetail.subscribe/ })).toBeInTheDocument();
  });

  it('adds existing labels but is told instead of creating a new one', () => {
    asGuest();
    render(<TaskLabels task={task as Task} canWrite />);
    addLabel('Nope');
    expect(add).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('taskDetail.labelNotFound');
    addLabel('urgent');
    expect(add).toHaveBeenCalledWith({ title: 'urgent', existing: [{ id: 4, title: 'Urgent' }] }, expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves creating labels to signed-in people', () => {
    render(<TaskLabels task={task as Task} canWrite />);
    addLabel('Brand new');
    expect(add).toHaveBeenCalledWith({ title: 'Brand new', existing: [{ id: 4, title: 'Urgent' }] }, expect.anything());
  });
});
