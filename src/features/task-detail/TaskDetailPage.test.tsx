import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Project, Task } from '@/api/types';
import type { Platform } from '@/platform/types';
import { projectKeys } from '@/queries/projects';
import { taskKeys } from '@/queries/tasks';
import { infoKeys } from '@/queries/user';
import { useSession } from '@/stores/session';
import { fakeServer, memoryStorage, providers, testInfo, testQueryClient } from '@/test-support/screen';
import { TaskDetailPage } from './TaskDetailPage';

const base = {
  id: 7,
  title: 'Plan the trip',
  description: '',
  done: false,
  identifier: '#7',
  index: 7,
  projectId: 2,
  dueDate: '2030-05-01T10:00:00Z',
  startDate: null,
  endDate: null,
  priority: 3,
  percentDone: 0,
  hexColor: '',
  labels: [],
  assignees: [],
  reminders: [],
  repeatAfter: 0,
  repeatMode: 0,
  relatedTasks: {},
  isFavorite: false,
} as unknown as Task;

/** The detail of `task` in a project the person may edit, with the server answering nothing else. */
function show(task: Task = base, cached = true) {
  const { client } = fakeServer({
    'GET /tasks/7': () => ({ ...task, project_id: task.projectId, due_date: task.dueDate }),
    'GET /tasks/7/attachments': () => [],
    'GET /tasks/7/comments': () => [],
    'GET /labels': () => [],
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(infoKeys.server(useSession.getState().apiUrl), testInfo());
  if (cached) queryClient.setQueryData(taskKeys.detail(7), task);
  queryClient.setQueryData(projectKeys.detail(2), { id: 2, title: 'Trips', maxPermission: 2 } as unknown as Project);
  const Wrapper = providers(client, { kind: 'web', storage: memoryStorage() } as Platform, queryClient);
  render(
    <Wrapper>
      <MemoryRouter initialEntries={['/tasks/7']}>
        <Routes>
          <Route path="/tasks/:taskId" element={<TaskDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
  return { queryClient, dialog: screen.getByRole('dialog', { hidden: true }) };
}

const fieldRows = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[data-task-field]')].map((row) => row.getAttribute('data-task-field'));

describe('the task detail shows what is set and offers the rest', () => {
  it('shows only the set fields, title and description first', () => {
    const { dialog } = show();
    expect(fieldRows(dialog)).toEqual(['dueDate', 'priority']);
    expect(within(dialog).getByLabelText('Due')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Starts')).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Colour' })).toBeNull();
    expect(within(dialog).queryByLabelText('Add a label…')).toBeNull();
    const order = [...dialog.querySelectorAll('.task-title-input, .description, .task-fields')];
    expect(order.map((e) => e.className.split(' ')[0])).toEqual(['task-title-input', 'description', 'task-fields']);
  });

  it('offers the unset fields from the Add field menu; choosing one shows it with the focus in it', async () => {
    const { dialog } = show();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add field' }));
    const offered = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('data-add-field'));
    expect(offered.map((b) => b.textContent)).toEqual([
      'Start date',
      'End date',
      'Progress',
      'Labels',
      'Assignees',
      'Reminders',
      'Repeat',
      'Colour',
      'Related tasks',
      'Attachments',
    ]);
    // The menu put the focus on its first entry; the arrow keys move on.
    expect(document.activeElement).toBe(offered[0]);
    fireEvent.keyDown(offered[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(offered[1]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Labels' }));
    const input = await within(dialog).findByLabelText('Add a label…');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(within(dialog).queryByRole('button', { name: 'Labels' })).toBeNull();
  });

  it('Escape closes the menu, not the task, with the focus back on the menu button', () => {
    const { dialog } = show();
    const trigger = within(dialog).getByRole('button', { name: 'Add field' });
    fireEvent.click(trigger);
    const escape = fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(escape).toBe(false);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(trigger);
  });

  it('a single-key shortcut shows its field and focuses it', async () => {
    const { dialog } = show();
    fireEvent.keyDown(dialog, { key: 'c' });
    const colours = await within(dialog).findByRole('group', { name: 'Colour' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(colours).getByRole('button', { name: 'No colour' })),
    );
    fireEvent.keyDown(dialog, { key: 'r', altKey: true });
    const reminder = await within(dialog).findByLabelText('Kind of reminder');
    await waitFor(() => expect(document.activeElement).toBe(reminder));
    fireEvent.keyDown(dialog, { key: 'l' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Add a label…')));
  });

  it('keeps a field emptied while open; a reopened detail leaves it out', async () => {
    const { queryClient, dialog } = show();
    act(() => void queryClient.setQueryData(taskKeys.detail(7), { ...base, priority: 0 }));
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLSelectElement>('Priority').value).toBe('0'));
    expect(fieldRows(dialog)).toEqual(['dueDate', 'priority']);
    cleanup();
    expect(fieldRows(show({ ...base, priority: 0 }).dialog)).toEqual(['dueDate']);
  });
});

describe('opening the task detail', () => {
  it('moves the focus from the close button to the task once it has loaded', async () => {
    const { dialog } = show(base, false);
    // What the browser does when the dialog opens while the task loads: the only control gets the focus.
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await within(dialog).findByLabelText('Title');
    await waitFor(() => expect(document.activeElement).toBe(dialog.querySelector('article.task-detail')));
  });
});

describe('quiet actions in the task detail', () => {
  it('offers editing the description as a quiet button with an icon, not a bordered one', () => {
    const { dialog } = show({ ...base, description: '<p>Bring maps</p>' } as Task);
    const edit = within(dialog).getByRole('button', { name: 'Edit description' });
    expect(edit.classList.contains('btn-ghost')).toBe(true);
    expect(edit.querySelector('svg')).not.toBeNull();
  });

  it('offers a writer an empty description as its Add button alone, without a "no description" line', () => {
    const { dialog } = show();
    expect(within(dialog).getByRole('button', { name: 'Add a description' }).classList.contains('btn-ghost')).toBe(
      true,
    );
    expect(within(dialog).queryByText('No description yet.')).toBeNull();
  });

  it('shows related tasks as plain rows whose remove button is an icon named after the task', () => {
    const related = { id: 9, title: 'Book the train', done: false } as Task;
    const { dialog } = show({ ...base, relatedTasks: { subtask: [related] } } as unknown as Task);
    const row = within(dialog).getByRole('link', { name: 'Book the train' }).closest('li')!;
    expect(row.className).toBe('relation-row');
    const remove = within(row).getByRole('button', { name: 'Remove the relation to Book the train' });
    expect(remove.textContent).toBe('');
    expect(remove.querySelector('svg')).not.toBeNull();
  });
});
