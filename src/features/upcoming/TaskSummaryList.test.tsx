import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Task } from '@/api/types';
import { fakeServer, renderScreen } from '@/test-support/screen';
import { TaskSummaryList } from './TaskSummaryList';

const task = {
  id: 7,
  title: 'Post the letter',
  identifier: '#7',
  projectId: 4,
  done: false,
  priority: 3,
  dueDate: new Date(Date.now() - 86_400_000).toISOString(),
  commentCount: 2,
  labels: [{ id: 2, title: 'Errand', hexColor: 'e8b34c' }],
  assignees: [{ id: 5, username: 'ann', name: 'Ann Lee' }],
  relatedTasks: { subtask: [{ id: 8, done: false }] },
} as unknown as Task;

describe('the tasks on the home and upcoming pages', () => {
  it('show what a list row shows, with the project, and can be marked done', async () => {
    const { client, calls } = fakeServer({
      'GET /tasks/7': () => ({ ...task, project_id: 4, due_date: task.dueDate }),
      'POST /tasks/7': (call) => call.body,
    });
    renderScreen(
      <MemoryRouter>
        <TaskSummaryList tasks={[task]} projectTitle={(id) => (id === 4 ? 'Garden' : undefined)} />
      </MemoryRouter>,
      { client },
    );
    const row = screen.getByTestId('upcoming-task');
    expect(within(row).getByRole('link', { name: 'Post the letter' })).toHaveAttribute('href', '/tasks/7');
    expect(within(row).getByRole('link', { name: 'Garden' })).toHaveAttribute('href', '/projects/4');
    expect(within(row).getByTestId('priority')).toHaveTextContent('High');
    expect(within(row).getByText('Errand')).toHaveClass('label-chip');
    expect(within(row).getByRole('img', { name: 'Comments: 2' })).toBeInTheDocument();
    expect(within(row).getByTestId('subtask-progress')).toHaveTextContent('0 of 1 tasks');
    expect(within(row).getByRole('img', { name: 'Assigned to Ann Lee' })).toBeInTheDocument();
    expect(row.querySelector('time.task-due')).toHaveClass('overdue');

    await userEvent.click(within(row).getByRole('checkbox', { name: /Post the letter/ }));
    await expect.poll(() => calls.find((c) => c.method === 'POST')?.body).toMatchObject({ done: true });
  });
});
