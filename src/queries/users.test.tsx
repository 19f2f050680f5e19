import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Platform } from '@/platform/types';
import { fakeServer, memoryStorage, providers } from '@/test-support/screen';
import { useUserSearchQuery } from './users';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A user search whose answers wait until released, so a test sees what shows while one loads. */
function slowSearch() {
  const waiting: Array<() => void> = [];
  const server = fakeServer({
    'GET /users': async (_call, url) => {
      const s = url.searchParams.get('s') ?? '';
      await new Promise<void>((resolve) => waiting.push(resolve));
      return [{ id: s.length, username: s, name: '' }];
    },
  });
  const release = () => waiting.splice(0).forEach((resolve) => resolve());
  const asked = () => server.calls.map((c) => c.path);
  return { ...server, release, asked };
}

describe('useUserSearchQuery', () => {
  it('asks once typing pauses and the text is long enough, and keeps the last answer while the next loads', async () => {
    const server = slowSearch();
    const wrapper = providers(server.client, { kind: 'web', storage: memoryStorage() } as Platform);
    const { result, rerender } = renderHook(({ text }) => useUserSearchQuery(text), {
      wrapper,
      initialProps: { text: 'a' },
    });
    await pause(400);
    expect(server.asked()).toEqual([]);
    expect(result.current.fetchStatus).toBe('idle');

    // Typed quickly: only the text at the pause is asked about.
    rerender({ text: 'an' });
    rerender({ text: 'ann ' });
    await waitFor(() => expect(server.asked()).toHaveLength(1));
    expect(server.calls[0]?.path).toBe('/users');
    server.release();
    await waitFor(() => expect(result.current.data?.[0]?.username).toBe('ann'));

    rerender({ text: 'anna' });
    await waitFor(() => expect(server.asked()).toHaveLength(2));
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.[0]?.username).toBe('ann');
    server.release();
    await waitFor(() => expect(result.current.data?.[0]?.username).toBe('anna'));

    // Too short again: nothing is asked and nothing lingers.
    rerender({ text: 'a' });
    await waitFor(() => expect(result.current.data).toBeUndefined());
    expect(server.asked()).toHaveLength(2);
  });
});
