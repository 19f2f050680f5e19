import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '@/api/client';
import { ServicesProvider } from '@/app/context';
import type { Platform } from '@/platform/types';
import { TaskAttachments } from './TaskAttachments';

const file = (id: number, name: string, mime: string) => ({
  id,
  task_id: 3,
  created: null,
  file: { id, name, mime, size: 10, created: null },
});

/** A server holding task 3 with a photo and a text file; it records every task save. */
function server(coverId: number) {
  let task = { id: 3, title: 'T', done: false, project_id: 1, cover_image_attachment_id: coverId };
  const saved: Array<Record<string, unknown>> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('/tasks/3/attachments'))
      return json([file(5, 'photo.png', 'image/png'), file(6, 'notes.txt', 'text/plain')]);
    if (url.pathname.includes('/attachments/')) return new Response('', { headers: { 'content-type': 'text/plain' } });
    if (url.pathname.endsWith('/tasks/3') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      saved.push(body);
      task = body as typeof task;
      return json(task);
    }
    return json(task);
  });
  const client = createClient({ baseUrl: () => 'http://api.test/api/v1', token: () => 'tok', fetch });
  return { client, saved };
}

function show(coverId: number, canWrite: boolean) {
  const { client, saved } = server(coverId);
  render(
    <ServicesProvider value={{ client, platform: {} as Platform }}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TaskAttachments taskId={3} canWrite={canWrite} shown />
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return saved;
}

describe('the cover image in the attachments list', () => {
  it('offers "set as cover" on image attachments only, and saves cover_image_attachment_id', async () => {
    const saved = show(0, true);
    const set = await screen.findByRole('button', { name: 'taskDetail.cover.set' });
    expect(screen.getAllByRole('button', { name: 'taskDetail.cover.set' })).toHaveLength(1);
    expect(set.closest('li')).toHaveTextContent('photo.png');
    await waitFor(() => expect(set).toBeEnabled());
    fireEvent.click(set);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ id: 3, cover_image_attachment_id: 5 });
    expect(await screen.findByRole('button', { name: 'taskDetail.cover.remove' })).toBeInTheDocument();
    expect(screen.getByText('taskDetail.cover.badge').closest('li')).toHaveTextContent('photo.png');
  });

  it('removes the cover again (0)', async () => {
    const saved = show(5, true);
    const removeCover = await screen.findByRole('button', { name: 'taskDetail.cover.remove' });
    await waitFor(() => expect(removeCover).toBeEnabled());
    fireEvent.click(removeCover);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ cover_image_attachment_id: 0 });
    expect(await screen.findByRole('button', { name: 'taskDetail.cover.set' })).toBeInTheDocument();
  });

  it('read only: the cover is named, with nothing to change', async () => {
    show(5, false);
    expect(await screen.findByText('taskDetail.cover.badge')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /taskDetail\.cover/ })).toBeNull();
  });
});
