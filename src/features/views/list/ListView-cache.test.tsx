import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/types';
import type { Platform } from '@/platform/types';
import { keptViewPage } from '@/test-support/kept-page';
import { fakeServer, memoryStorage, providers } from '@/test-support/screen';
import { listTaskQuery } from './list-query';
import { ListView } from './ListView';

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

/** How often a drag handle's icon was drawn. */
const gripRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/icons', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/icons')>();
  const Grip = actual.GripVerticalIcon;
  return {
    ...actual,
    GripVerticalIcon: (props: Parameters<typeof Grip>[0]) => {
      gripRenders.count += 1;
      return <Grip {...props} />;
    },
  };
});

const user = { id: 1, username: 'ann', settings: { timezone: 'Asia/Tokyo' } } as unknown as User;
const task = (id: number, title: string, done = false) => ({ id, title, done, position: id * 65536 });

/** A list whose first page the kept cache brought from the last visit, while the server's answer is held. */
function showKept() {
  let answer: () => void = () => {};
  const server = fakeServer({
    'GET /projects/3': () => ({ id: 3, title: 'Home' }),
    'GET /projects': () => [{ id: 3, title: 'Home' }],
    'GET /labels': () => [],
    'GET /projects/3/views/9/tasks': () =>
      new Promise((resolve) => (answer = () => resolve([task(1, 'Move house', true), task(3, 'Water plants')]))),
  });
  const queryClient = keptViewPage(
    server.client,
    { projectId: 3, viewId: 9 },
    listTaskQuery({ filter: undefined, s: undefined }, 1),
    user,
    [task(1, 'Move house'), task(3, 'Water plants')],
  );
  const Wrapper = providers(server.client, { kind: 'web', storage: memoryStorage() } as Platform, queryClient);
  render(
    <Wrapper>
      <MemoryRouter>
        <ListView projectId={3} viewId={9} canWrite />
      </MemoryRouter>
    </Wrapper>,
  );
  return { answer: () => answer(), server };
}

const box = (title: string, done = false) =>
  screen.getByRole('checkbox', { name: `Mark “${title}” as ${done ? 'not done' : 'done'}` });

describe('ListView with a kept page', () => {
  it('shows the kept rows at once, says it is updating, and allows no drag until the fresh page is in', async () => {
    const { answer } = showKept();
    // First paint: the kept rows, no spinner.
    const row = box('Water plants');
    expect(screen.getByText('Water plants')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Updating…')).toHaveAttribute('role', 'status');
    const handle = await screen.findByRole('button', { name: 'Move “Water plants”' });
    expect(handle).toBeDisabled();

    answer();
    await waitFor(() => expect(box('Move house', true)).toBeChecked());
    expect(screen.queryByText('Updating…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Move “Water plants”' })).toBeEnabled();
    // The same rows all along: nothing under the pointer is swapped for another element.
    expect(box('Water plants')).toBe(row);
    expect(screen.getByRole('button', { name: 'Move “Water plants”' })).toBe(handle);
  });

  it('draws again only the rows whose task changed when the fresh page replaces the kept one', async () => {
    rowRenders.clear();
    const { answer } = showKept();
    await screen.findByRole('button', { name: 'Move “Water plants”' });
    const before = rowRenders.get('Water plants');
    expect(before).toBeGreaterThan(0);
    const moveHouse = rowRenders.get('Move house') ?? 0;

    answer();
    await waitFor(() => expect(box('Move house', true)).toBeChecked());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move “Water plants”' })).toBeEnabled());
    // Its task came back the same: the row was not drawn again. The task that changed was.
    expect(rowRenders.get('Water plants')).toBe(before);
    expect(rowRenders.get('Move house')).toBeGreaterThan(moveHouse);
  });

  it('enables the handles when the fresh page is in without drawing their icons again', async () => {
    const { answer } = showKept();
    const handle = await screen.findByRole('button', { name: 'Move “Water plants”' });
    const drawn = gripRenders.count;
    expect(drawn).toBeGreaterThan(0);
    answer();
    await waitFor(() => expect(handle).toBeEnabled());
    expect(gripRenders.count).toBe(drawn);
  });
});
