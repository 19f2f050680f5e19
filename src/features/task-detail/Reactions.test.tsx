import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@/api/client';
import { ServicesProvider } from '@/app/context';
import { initI18n } from '@/app/i18n';
import type { Platform } from '@/platform/types';
import { useSession } from '@/stores/session';
import { Reactions } from './Reactions';

let i18n: i18n;
beforeAll(async () => {
  i18n = await initI18n('en');
});
afterEach(() => useSession.setState({ token: null }));

const person = (id: number, name: string) => ({ id, username: name.toLowerCase(), name, created: null, updated: null });
const ME = person(1, 'Me');
const ANNA = person(2, 'Anna');

/** A fake server holding one comment's reactions; `fail` makes changes answer 403, `hold` delays them. */
function server(initial: Record<string, Array<ReturnType<typeof person>>>, opts: { fail?: boolean } = {}) {
  let map = structuredClone(initial);
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const client = createClient({
    baseUrl: () => 'http://api.test/api/v1',
    token: () => 'tok',
    fetch: async (input, init) => {
      const url = String(input).replace('http://api.test/api/v1', '');
      const method = init?.method ?? 'GET';
      if (url === '/user') return json(ME);
      if (method === 'GET') return json(map);
      const { value } = JSON.parse(String(init?.body)) as { value: string };
      calls.push(`${method} ${url} ${value}`);
      await held;
      if (opts.fail) return json({ code: 0, message: 'Forbidden' }, 403);
      if (method === 'PUT') map = { ...map, [value]: [...(map[value] ?? []), ME] };
      else {
        const rest = (map[value] ?? []).filter((u) => u.id !== ME.id);
        map = { ...map, [value]: rest };
        if (!rest.length) delete map[value];
      }
      return json({ value });
    },
  });
  return { client, calls, release };
}

function show(s: ReturnType<typeof server>, canReact = true) {
  useSession.setState({ token: 'tok' });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider value={{ client: s.client, platform: {} as Platform }}>
        <QueryClientProvider client={queries}>
          <Reactions kind="comments" id={7} canReact={canReact} />
        </QueryClientProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
}

describe('Reactions', () => {
  it('shows each reaction with its count, and who reacted as its name and tooltip', async () => {
    show(server({ '👍': [ANNA, ME], '🎉': [ANNA] }));
    const thumbs = await screen.findByRole('button', { name: '👍: 2 reactions by Anna, Me' });
    expect(thumbs).toHaveTextContent('👍 2');
    expect(thumbs).toHaveAccessibleDescription('Anna, Me'); // also its tooltip
    await waitFor(() => expect(thumbs).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: '🎉: 1 reaction by Anna' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('takes back your own reaction at once, before the server answers', async () => {
    const s = server({ '👍': [ME] });
    show(s);
    const chip = await screen.findByRole('button', { name: '👍: 1 reaction by Me' });
    await waitFor(() => expect(chip).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(chip);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^👍/ })).toBeNull());
    expect(s.calls).toEqual(['POST /comments/7/reactions/delete 👍']);
    s.release();
  });

  it('puts the reaction back when the server refuses', async () => {
    const s = server({ '👍': [ANNA, ME] }, { fail: true });
    show(s);
    const chip = await screen.findByRole('button', { name: /^👍: 2/ });
    await waitFor(() => expect(chip).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(chip);
    await screen.findByRole('button', { name: '👍: 1 reaction by Anna' });
    s.release();
    await screen.findByRole('button', { name: '👍: 2 reactions by Anna, Me' });
  });

  it('adds a reaction from the picker with the keyboard, and closes it on Escape', async () => {
    const s = server({});
    s.release();
    show(s);
    const add = await screen.findByRole('button', { name: 'Add a reaction' });
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    expect(add).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getByRole('button', { name: 'Thumbs up' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Choose a reaction' })).toBeNull();
    expect(add).toHaveFocus();

    fireEvent.click(add);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Thumbs up' }), { key: 'ArrowRight' });
    const second = screen.getByRole('button', { name: 'Thumbs down' });
    expect(second).toHaveFocus();
    fireEvent.click(second);
    expect(screen.queryByRole('group', { name: 'Choose a reaction' })).toBeNull();
    await screen.findByRole('button', { name: '👎: 1 reaction by Me' });
    expect(s.calls).toEqual(['PUT /comments/7/reactions 👎']);
  });

  it('shows reactions to guests and read-only users without letting them react', async () => {
    const { container } = show(server({ '👍': [ANNA] }), false);
    await screen.findByText('👍: 1 reaction by Anna');
    const chip = container.querySelector('.reaction-chip');
    expect(chip).toHaveTextContent('👍 1');
    expect(chip).toHaveAccessibleDescription('Anna');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
