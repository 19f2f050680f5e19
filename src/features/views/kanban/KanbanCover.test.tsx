import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@/api/client';
import { ServicesProvider } from '@/app/context';
import type { Platform } from '@/platform/types';
import { KanbanCover } from './KanbanCover';

function show(answer: { body: string; type: string }) {
  const requests: Array<{ url: string; auth: string | null }> = [];
  const client = createClient({
    baseUrl: () => 'http://api.test/api/v1',
    token: () => 'tok',
    fetch: async (input, init) => {
      requests.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
      return new Response(answer.body, { headers: { 'content-type': answer.type } });
    },
  });
  const view = render(
    <ServicesProvider value={{ client, platform: {} as Platform }}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <KanbanCover taskId={4} attachmentId={9} />
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return { ...view, requests };
}

describe('KanbanCover', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the md preview of the cover attachment, fetched with the session', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cover');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { container, requests } = show({ body: 'PNG', type: 'image/png' });
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:cover'));
    expect(requests).toEqual([
      { url: 'http://api.test/api/v1/tasks/4/attachments/9?preview_size=md', auth: 'Bearer tok' },
    ]);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows nothing when the answer is not a raster image', async () => {
    const { container, requests } = show({ body: '<svg/>', type: 'image/svg+xml' });
    await waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('img')).toBeNull();
  });
});
