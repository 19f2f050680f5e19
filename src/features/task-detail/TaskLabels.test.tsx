import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Label, Task } from '@/api/types';
import { TaskLabels } from './TaskLabels';

const add = vi.hoisted(() => vi.fn());
const refetch = vi.hoisted(() => vi.fn());
vi.mock('@/queries/labels', () => ({
  // The label list has not arrived yet when the person presses Enter.
  useLabelsQuery: () => ({ data: undefined, refetch }),
  useTaskLabelMutations: () => ({
    add: { mutate: add, isPending: false, isError: false, error: null },
    remove: { mutate: vi.fn(), isPending: false, isError: false, error: null },
  }),
}));

describe('adding a label typed before the label list arrived', () => {
  it('waits for the list and adds the existing label instead of creating a second one', async () => {
    const boxes = { id: 4, title: 'Boxes' } as Label;
    refetch.mockResolvedValue({ data: [boxes] });
    render(<TaskLabels task={{ id: 1, labels: [] } as unknown as Task} canWrite />);
    const input = screen.getByLabelText('taskDetail.addLabel');
    fireEvent.change(input, { target: { value: 'boxes' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0]?.[0]).toEqual({ title: 'boxes', existing: [boxes] });
  });
});
