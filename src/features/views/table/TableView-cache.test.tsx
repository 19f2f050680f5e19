import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { forwardRef } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/types';
import { KEYS, type Platform } from '@/platform/types';
import { keptViewPage } from '@/test-support/kept-page';
import { fakeServer, memoryStorage, providers } from '@/test-support/screen';
import { tableTaskQuery } from './table-query';
import { TableView } from './TableView';
import { forgetColumnVisibility } from './use-column-visibility';

/** How often each task's title cell was drawn, by title. */
const titleDraws = vi.hoisted(() => new Map<string, number>());
vi.mock('./Cell', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./Cell')>();
  return {
    ...actual,
    Cell: (props: Parameters<typeof actual.Cell>[0]) => {
      if (props.column === 'title') titleDraws.set(props.task.title, (titleDraws.get(props.task.title) ?? 0) + 1);
      return actual.Cell(props);
    },
  };
});

/** How often a router link was drawn. */
const linkDrawn = vi.hoisted(() => vi.fn());
vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router')>();
  const Link = forwardRef<HTMLAnchorElement, Parameters<typeof actual.Link>[0]>(function Link(props, ref) {
    linkDrawn();
    return <actual.Link ref={ref} {...props} />;
  });
  return { ...actual, Link };
});

function Where() {
  const location = useLocation();
  const state = location.state as { backgroundLocation?: { pathname: string } } | null;
  return <p data-testid="where">{`${location.pathname} over ${state?.backgroundLocation?.pathname ?? 'nothing'}`}</p>;
}

const user = { id: 1, username: 'ann', settings: { timezone: 'Asia/Tokyo' } } as unknown as User;
const task = (id: number, title: string, done = false) => ({ id, title, done, identifier: `#${id}` });

/** A table whose first page the kept cache brought from the last visit, while the server's answer is held. */
function showKept(stored: Record<string, unknown> = {}, storage = memoryStorage(stored)) {
  let answer: () => void = () => {};
  const server = fakeServer({
    'GET /projects/3': () => ({ id: 3, title: 'Home' }),
    'GET /labels': () => [],
    'GET /projects/3/views/9/tasks': () =>
      new Promise((resolve) => (answer = () => resolve([task(1, 'Move house', true), task(3, 'Water plants')]))),
  });
  const queryClient = keptViewPage(
    server.client,
    { projectId: 3, viewId: 9 },
    tableTaskQuery({ filter: undefined, s: undefined }, 1),
    user,
    [task(1, 'Move house'), task(3, 'Water plants')],
  );
  const Wrapper = providers(server.client, { kind: 'web', storage } as Platform, queryClient);
  render(
    <Wrapper>
      <MemoryRouter initialEntries={['/projects/3/9']}>
        <TableView projectId={3} viewId={9} />
        <Where />
      </MemoryRouter>
    </Wrapper>,
  );
  return { answer: () => answer() };
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('TableView with a kept page', () => {
  beforeEach(() => {
    titleDraws.clear();
    forgetColumnVisibility();
  });

  it('draws the kept rows once: reading the stored columns (none chosen) draws no row again', async () => {
    showKept();
    expect(screen.getByText('Water plants')).toBeVisible();
    expect(titleDraws.get('Water plants')).toBe(1);
    // The stored choice is read after the first draw; let it and anything it sets settle.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(titleDraws.get('Water plants')).toBe(1);
  });

  it('draws again only the rows whose task changed when the fresh page comes in', async () => {
    const { answer } = showKept();
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer();
    await waitFor(() => expect(screen.queryByText('Updating…')).toBeNull());
    expect(titleDraws.get('Water plants')).toBe(1);
    expect(titleDraws.get('Move house')).toBe(2);
  });

  it('shows the stored columns once read, and starts the next table with them', async () => {
    const stored = { [KEYS.tableColumns]: { priority: false, created: true } };
    showKept(stored);
    await waitFor(() => expect(headers()).toContain('Created'));
    expect(headers()).not.toContain('Priority');
    cleanup();
    // Another table in this tab: drawn with those columns at once, before storage answers.
    showKept(stored, { ...memoryStorage(), get: () => new Promise(() => {}) });
    expect(headers()).toContain('Created');
    expect(headers()).not.toContain('Priority');
  });

  it('a title links to its task and a click opens it over the table, drawing no row or link again', async () => {
    showKept();
    const title = screen.getByRole('link', { name: 'Water plants' });
    expect(title).toHaveAttribute('href', '/tasks/3');
    expect(title).toHaveClass('task-title');
    // A click with a modifier is the browser's (a new tab): the app stays where it is.
    fireEvent.click(title, { ctrlKey: true });
    expect(screen.getByTestId('where')).toHaveTextContent('/projects/3/9 over nothing');
    const draws = { cells: titleDraws.get('Water plants'), links: linkDrawn.mock.calls.length };

    fireEvent.click(title);
    expect(screen.getByTestId('where')).toHaveTextContent('/tasks/3 over /projects/3/9');
    expect(titleDraws.get('Water plants')).toBe(draws.cells);
    expect(linkDrawn).toHaveBeenCalledTimes(draws.links);
  });
});
