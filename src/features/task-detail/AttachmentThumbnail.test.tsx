import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@/api/client';
import type { TaskAttachment } from '@/api/types';
import { ServicesProvider } from '@/app/context';
import type { Platform } from '@/platform/types';
import { AttachmentThumbnail } from './AttachmentThumbnail';

const attachment = (id: number, mime: string): TaskAttachment => ({
  id,
  taskId: 3,
  created: null,
  file: { id, name: `f${id}`, mime, size: 10, created: null },
});

function show(a: TaskAttachment, answer: { body: string; type: string }) {
  const urls: string[] = [];
  const client = createClient({
    baseUrl: () => 'http://api.test/api/v1',
    token: () => 'tok',
    fetch: async (input) => {
      urls.push(String(input));
      return new Response(answer.body, { headers: { 'content-type': answer.type } });
    },
  });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ServicesProvider value={{ client, platform: {} as Platform }}>
      <QueryClientProvider client={queries}>
        <AttachmentThumbnail taskId={3} attachment={a} />
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return { ...view, urls };
}

describe('AttachmentThumbnail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the sm preview through an object URL and revokes it on unmount', async () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:thumb');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { container, urls, unmount } = show(attachment(5, 'image/jpeg'), { body: 'PNG', type: 'image/png' });
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:thumb'));
    expect(urls).toEqual(['http://api.test/api/v1/tasks/3/attachments/5?preview_size=sm']);
    expect((create.mock.calls[0]?.[0] as Blob).type).toBe('image/png');
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:thumb');
  });

  it('fetches nothing for files that are not raster images', () => {
    const { container, urls } = show(attachment(6, 'image/svg+xml'), { body: '<svg/>', type: 'image/svg+xml' });
    expect(urls).toEqual([]);
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows nothing when the server answers something that is not an image', async () => {
    const { container, urls } = show(attachment(7, 'image/png'), { body: 'text', type: 'text/plain' });
    await waitFor(() => expect(urls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('img')).toBeNull();
  });
});
