import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@/api/types';
import { fakeServer, renderScreen } from '@/test-support/screen';
import { ListView } from './ListView';

const user = {
  id: 1,
  username: 'ann',
  name: 'Ann',
  settings: { timezone: 'Asia/Tokyo', frontendSettings: null },
} as unknown as User;
const task = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  done: false,
  position: id * 65536,
  ...extra,
});
const shallow = (id: number, title: string, done = false) => ({ id, title, done });

function show({ canWrite, archived = false }: { canWrite: boolean; archived?: boolean }) {
  const seen: URLSearchParams[] = [];
  const server = fakeServer({
    'GET /projects/3': () => ({ id: 3, title: 'Home', isArchived: archived }),
    'GET /labels': () => [],
    'GET /projects': () => [{ id: 3, title: 'Home' }],
    'PUT /projects/3/tasks': (call) => ({ ...(call.body as object), id: 10, project_id: 3, position: 10 * 65536 }),
    'POST /tasks/10/position': () => ({}),
    'GET /projects/3/views/9/tasks': (_call, url) => {
      seen.push(url.searchParams);
      return [
        task(1, 'Move house', {
          related_tasks: { subtask: [shallow(2, 'Pack books'), shallow(5, 'Book the van', true)] },
        }),
        task(2, 'Pack books', { related_tasks: { parenttask: [shallow(1, 'Move house')] } }),
        task(3, 'Water plants', { related_tasks: { parenttask: [shallow(77, 'Elsewhere')] } }),
      ];
    },
  });
  renderScreen(
    <MemoryRouter>
      <ListView projectId={3} viewId={9} canWrite={canWrite} />
    </MemoryRouter>,
    { client: server.client, user },
  );
  return { seen, server };
}

const list = () => screen.getByRole('list', { name: 'Tasks' });
const box = (title: string) => screen.getByRole('checkbox', { name: `Mark “${title}” as done` });

// Quick add and drag and drop load lazily in the app; here they are ready before the first keystroke.
beforeAll(async () => void (await Promise.all([import('@/quick-add/plan'), import('./SortableTaskList')])));

describe('ListView', () => {
  it('moves a task added here to the top of the list: half the first position, for this view', async () => {
    const { server } = show({ canWrite: true });
    await screen.findByText('Move house');
    const input = screen.getByRole('textbox', { name: /new task/i });
    fireEvent.change(input, { target: { value: 'Buy milk' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(server.calls.some((c) => c.method === 'POST' && c.path === '/tasks/10/position')).toBe(true),
    );
    const sent = server.calls.find((c) => c.path === '/tasks/10/position')!;
    expect(sent.body).toMatchObject({ position: 32768, project_view_id: 9 });
  });

  it('asks for the view in position order with sub-tasks expanded, in the user’s time zone', async () => {
    const { seen } = show({ canWrite: true });
    await screen.findByText('Move house');
    const params = seen[0]!;
    expect(params.getAll('sort_by[]')).toEqual(['position', 'id']);
    expect(params.get('expand')).toBe('subtasks');
    expect(params.get('filter_timezone')).toBe('Asia/Tokyo');
  });

  it('shows a sub-task under its parent only, and an orphan at the top level', async () => {
    show({ canWrite: true });
    await screen.findByText('Move house');
    const top = within(list())
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list());
    expect(top.map((li) => within(li).getAllByRole('link')[0]!.textContent)).toEqual(['Move house', 'Water plants']);
    const subs = within(top[0]!).getByRole('list', { name: 'Sub-tasks of “Move house”' });
    expect(
      within(subs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Pack books']);
    expect(screen.getAllByText('Pack books')).toHaveLength(1);
    // Done sub-tasks wait for "Show done tasks".
    expect(screen.queryByText('Book the van')).toBeNull();
  });

  it('offers a drag handle per top-level row and enabled done boxes to writers', async () => {
    show({ canWrite: true });
    await screen.findByText('Move house');
    expect(screen.getAllByRole('button', { name: /^Move “/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Move “Move house”',
      'Move “Water plants”',
    ]);
    expect(box('Move house')).toBeEnabled();
  });

  it('draws its rows without drag hooks until a mouse is over the list; arming keeps every element', async () => {
    show({ canWrite: true });
    await screen.findByText('Move house');
    const handle = screen.getByRole('button', { name: 'Move “Water plants”' });
    const row = box('Water plants');
    // dnd-kit names its instructions on a handle it has taken over.
    expect(handle).not.toHaveAttribute('aria-describedby');
    fireEvent.pointerOver(handle, { pointerType: 'mouse' });
    await waitFor(() => expect(handle).toHaveAccessibleDescription(/To pick up an item, press Space or Enter/));
    expect(screen.getByRole('button', { name: 'Move “Water plants”' })).toBe(handle);
    expect(box('Water plants')).toBe(row);
  });

  it.each([
    [false, 'You can only read this project: its tasks cannot be changed.'],
    [true, 'This project is archived: its tasks cannot be changed.'],
  ])(
    'read only (archived %s): done boxes disabled with the reason, no handles, no task entry',
    async (archived, reason) => {
      show({ canWrite: false, archived });
      await screen.findByText('Move house');
      for (const title of ['Move house', 'Pack books', 'Water plants']) {
        expect(box(title)).toBeDisabled();
        expect(box(title)).not.toHaveAttribute('title');
        expect(box(title)).toHaveAccessibleDescription(reason);
      }
      expect(screen.queryByRole('button', { name: /^Move “/ })).toBeNull();
      expect(screen.queryByLabelText('New task')).toBeNull();
    },
  );
});
