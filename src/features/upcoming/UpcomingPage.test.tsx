import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createClient } from '@/api/client';
import type { User } from '@/api/types';
import { renderScreen } from '@/test-support/screen';
import { UpcomingPage } from './UpcomingPage';

const user = {
  id: 1,
  username: 'ann',
  name: 'Ann',
  settings: { timezone: 'Europe/Lisbon', frontendSettings: null },
} as unknown as User;

/** 120 matching tasks, 50 a page, with Vikunja's paging headers. */
function pagedServer() {
  const seen: URLSearchParams[] = [];
  const fetch = (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input));
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json', ...headers },
        }),
      );
    if (url.pathname.endsWith('/projects')) return json([{ id: 4, title: 'Garden', max_permission: 2 }]);
    if (/\/tasks(\/all)?$/.test(url.pathname)) seen.push(url.searchParams);
    const page = Number(url.searchParams.get('page') ?? 1);
    const items = Array.from({ length: page < 3 ? 50 : 20 }, (_, i) => ({
      id: (page - 1) * 50 + i + 1,
      title: `Task ${(page - 1) * 50 + i + 1}`,
      project_id: 4,
    }));
    return json(items, { 'x-pagination-total-pages': '3', 'x-pagination-result-count': String(items.length) });
  };
  return { client: createClient({ baseUrl: () => 'http://vikunja.test/api/v1', token: () => 't', fetch }), seen };
}

describe('UpcomingPage', () => {
  it('pages through every matching task, in the user’s time zone', async () => {
    const { client, seen } = pagedServer();
    renderScreen(
      <MemoryRouter initialEntries={['/tasks/by/upcoming']}>
        <UpcomingPage />
      </MemoryRouter>,
      { client, user },
    );
    expect(await screen.findByText('Task 1')).toBeVisible();
    expect(screen.getAllByTestId('upcoming-task')).toHaveLength(50);
    expect(seen.at(-1)?.get('filter_timezone')).toBe('Europe/Lisbon');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Task 51')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Task 120')).toBeVisible();
    expect(screen.getAllByTestId('upcoming-task')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(seen.at(-1)?.get('page')).toBe('3');

    // Another range starts on the first page again.
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Task 1')).toBeVisible();
    expect(seen.at(-1)?.get('page')).toBe('1');
  });
});
