import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@/api/client';
import { ServicesProvider } from '@/app/context';
import type { Platform } from '@/platform/types';
import { useSession } from '@/stores/session';
import { UserAvatar } from './UserAvatar';

describe('UserAvatar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches the picture and shows it from an object URL, never linking the server directly', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:avatar');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    useSession.setState({ apiUrl: 'http://api.test/api/v1' });
    const urls: string[] = [];
    const client = createClient({
      baseUrl: () => 'http://api.test/api/v1',
      token: () => 'tok',
      fetch: async (input) => {
        urls.push(String(input));
        return new Response('PNG', { headers: { 'content-type': 'image/png' } });
      },
    });
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <ServicesProvider value={{ client, platform: {} as Platform }}>
        <QueryClientProvider client={queries}>
          <UserAvatar username="anna b" size={40} version={3} />
        </QueryClientProvider>
      </ServicesProvider>,
    );
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:avatar'));
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^http:\/\/api\.test\/api\/v1\/.*anna%20b.*size=40&v=3$/);
    expect(container.querySelector('img')?.getAttribute('width')).toBe('40');
  });
});
