import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@/api/client';
import type { User } from '@/api/types';
import { ServicesProvider } from '@/app/context';
import { initI18n } from '@/app/i18n';
import type { Platform } from '@/platform/types';
import { userKeys } from '@/queries/user';
import { useSession } from '@/stores/session';
import { DatePickerButton } from './DatePickerButton';

let i18n: i18n;
beforeAll(async () => {
  i18n = await initI18n('en');
});
afterEach(() => useSession.setState({ token: null }));

/** The signed-in user, with the week start under test; the server is never asked (the user is cached). */
function show(weekStart: number, value: Date | null, onPick = vi.fn()) {
  useSession.setState({ token: 'tok' });
  const user: User = {
    id: 1,
    username: 'me',
    name: 'Me',
    created: null,
    updated: null,
    settings: { weekStart } as User['settings'],
  };
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queries.setQueryData(userKeys.current(), user);
  const client = createClient({
    baseUrl: () => 'http://api.test/api/v1',
    token: () => 'tok',
    fetch: () => Promise.reject(new Error('offline')),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider value={{ client, platform: {} as Platform }}>
        <QueryClientProvider client={queries}>
          <div className="date-input-row">
            <input aria-label="Due" />
            <DatePickerButton field="Due" value={value} onPick={onPick} />
          </div>
        </QueryClientProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
  return { onPick, user: userEvent.setup() };
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Pick a date for Due' }));
  const dialog = screen.getByRole('dialog', { name: 'Calendar for Due' });
  await within(dialog).findByRole('grid');
  return dialog;
};

const headers = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('columnheader', { hidden: true })
    .map((h) => h.getAttribute('aria-label'));

describe('DatePickerButton', () => {
  it('opens a calendar on the value’s month, with weeks from Sunday for a Sunday-first user', async () => {
    const { user } = show(0, new Date(2026, 10, 18, 17, 45));
    const toggle = screen.getByRole('button', { name: 'Pick a date for Due' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const dialog = await open(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('November 2026');
    expect(headers(dialog)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    // 1 November 2026 is a Sunday: the first cell of the first row.
    expect(within(dialog).getAllByRole('gridcell')[0]).toHaveTextContent('1');
  });

  it('starts the weeks on Monday for a Monday-first user', async () => {
    const { user } = show(1, new Date(2026, 10, 18, 17, 45));
    const dialog = await open(user);
    expect(headers(dialog)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    // The Monday before: 26 October is shown outside the month.
    expect(within(dialog).getAllByRole('gridcell')[0]).toHaveTextContent('26');
  });

  it('picks a clicked day at the time already set, closes and returns focus to the button', async () => {
    const { user, onPick } = show(1, new Date(2026, 10, 18, 17, 45));
    const dialog = await open(user);
    expect(within(dialog).getByRole('button', { name: 'Wednesday, November 18, 2026, selected' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Friday, November 20, 2026' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(new Date(2026, 10, 20, 17, 45));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pick a date for Due' })).toHaveFocus();
  });

  it('moves with the arrow keys and picks with Enter; without a time it is noon', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 1, 10, 8) });
    try {
      const { user, onPick } = show(0, null);
      const dialog = await open(user);
      const today = within(dialog).getByRole('button', { name: 'Today, Tuesday, February 10, 2026' });
      await waitFor(() => expect(today).toHaveFocus());
      await user.keyboard('{ArrowRight}{ArrowDown}');
      expect(within(dialog).getByRole('button', { name: 'Wednesday, February 18, 2026' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onPick).toHaveBeenCalledExactlyOnceWith(new Date(2026, 1, 18, 12, 0));
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes on Escape without letting it reach a dialog around it, and returns focus to the button', async () => {
    const { user, onPick } = show(0, new Date(2026, 10, 18, 17, 45));
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    try {
      await open(user);
      await waitFor(() => expect(screen.getByRole('button', { name: /November 18, 2026, selected/ })).toHaveFocus());
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pick a date for Due' })).toHaveFocus();
      expect(outer).not.toHaveBeenCalled();
      expect(onPick).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keydown', outer);
    }
  });

  it('closes on a press outside, and the button toggles it', async () => {
    const { user } = show(0, null);
    await open(user);
    await user.click(screen.getByRole('textbox', { name: 'Due' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Pick a date for Due' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
