import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n } from 'i18next';
import { createClient } from '@/api/client';
import { initI18n } from '@/app/i18n';
import type { Platform } from '@/platform/types';
import { infoKeys } from '@/queries/user';
import { useSession } from '@/stores/session';
import type { PopupEnv } from './env';
import { createPopupQueryClient, PopupProviders } from './providers';
import { TodayList } from './TodayList';

let i18n: i18n;
beforeAll(async () => {
  i18n = await initI18n('en');
});
const zone = process.env.TZ;
afterEach(() => {
  useSession.setState({ hydrated: false, apiUrl: null, token: null });
  process.env.TZ = zone;
  vi.useRealTimers();
});

function envWith(tasks: Array<{ id: number; title: string; due_date: string }>): PopupEnv {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(tasks), {
        headers: { 'content-type': 'application/json', 'x-pagination-total-pages': '1' },
      }),
  );
  const client = createClient({ baseUrl: () => 'https://vikunja.example/api/v1', token: () => 't', fetch });
  return { client, platform: {} as Platform, openApp: vi.fn() } as unknown as PopupEnv;
}

describe('TodayList overdue marks', () => {
  it.each([
    // West of UTC in the evening: UTC is already on the next day.
    ['America/Los_Angeles', '2026-03-10T20:00:00-08:00', '2026-03-11T03:00:00Z', true],
    ['America/Los_Angeles', '2026-03-10T20:00:00-08:00', '2026-03-11T05:00:00Z', false],
    // East of UTC in the morning: UTC is still on the day before.
    ['Asia/Tokyo', '2026-03-11T08:00:00+09:00', '2026-03-10T22:00:00Z', true],
    ['Asia/Tokyo', '2026-03-11T08:00:00+09:00', '2026-03-11T01:00:00Z', false],
  ])('in %s at %s a task due %s is overdue: %s', async (tz, now, due, overdue) => {
    process.env.TZ = tz;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    const apiUrl = 'https://vikunja.example/api/v1';
    useSession.setState({ hydrated: true, apiUrl, token: 't' });
    const queryClient = createPopupQueryClient();
    queryClient.setQueryData(infoKeys.server(apiUrl), { version: 'v2.5.0' });
    render(
      <I18nextProvider i18n={i18n}>
        <PopupProviders env={envWith([{ id: 1, title: 'Pay rent', due_date: due }])} queryClient={queryClient}>
          <TodayList />
        </PopupProviders>
      </I18nextProvider>,
    );
    const item = (await screen.findByRole('button', { name: 'Pay rent' })).closest('li');
    expect(/overdue/i.test(item?.textContent ?? '')).toBe(overdue);
  });
});
