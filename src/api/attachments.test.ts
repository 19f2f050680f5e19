import { describe, expect, it } from 'vitest';
import { yesNoTable } from '@/test-support/yes-no-table';
import { attachmentPreview, hasPreview, parseSize, uploadAttachments } from './attachments';
import { createClient } from './client';

describe('parseSize', () => {
  it.each([
    ['20MB', 20 * 1024 * 1024],
    ['512KB', 512 * 1024],
    ['1GB', 1024 ** 3],
    ['1.5 MB', 1.5 * 1024 * 1024],
    ['100', 100],
    ['', 20 * 1024 * 1024],
    [undefined, 20 * 1024 * 1024],
    ['lots', 20 * 1024 * 1024],
  ])('%j → %s bytes', (input, bytes) => expect(parseSize(input)).toBe(bytes));
});

describe('hasPreview', () => {
  yesNoTable(
    hasPreview,
    ['image/png', 'image/JPEG', 'image/gif', 'image/webp', 'image/bmp', 'image/x-ms-bmp', 'image/jpg'],
    ['image/svg+xml', 'text/html', 'application/pdf'],
  );
});

describe('attachmentPreview', () => {
  function answering(body: string, type: string) {
    const urls: string[] = [];
    const client = createClient({
      baseUrl: () => 'http://api.test/api/v1',
      token: () => 'tok',
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(body, { headers: { 'content-type': type } });
      },
    });
    return { client, urls };
  }

  it('asks for preview_size and types the blob as the image the server sent', async () => {
    const { client, urls } = answering('PNG', 'image/png');
    const blob = await attachmentPreview(client, 4, 9);
    expect(urls[0]).toBe('http://api.test/api/v1/tasks/4/attachments/9?preview_size=sm');
    expect(blob?.type).toBe('image/png');
    expect(await blob?.text()).toBe('PNG');
  });

  it('is null when the answer is not a raster image (never an SVG or HTML in an <img>)', async () => {
    expect(await attachmentPreview(answering('<svg/>', 'image/svg+xml').client, 4, 9, 'md')).toBeNull();
    expect(await attachmentPreview(answering('<p>', 'text/html; charset=utf-8').client, 4, 9)).toBeNull();
  });
});

describe('uploadAttachments', () => {
  const stored = {
    id: 3,
    task_id: 4,
    created_by: null,
    file: { id: 8, name: 'a.txt', mime: 'text/plain', size: 1 },
    created: '2026-01-01T00:00:00Z',
  };
  const answering = (body: unknown) =>
    createClient({
      baseUrl: () => 'http://api.test/api/v1',
      token: () => 'tok',
      fetch: async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    });
  const file = () => new File(['x'], 'a.txt', { type: 'text/plain' });

  it.each([
    ['errors null (a real server when nothing failed)', { success: [stored], errors: null }],
    ['errors an empty list', { success: [stored], errors: [] }],
    ['errors left out', { success: [stored] }],
  ])('%s: the stored attachments, no error', async (_name, body) => {
    const got = await uploadAttachments(answering(body), 4, [file()]);
    expect(got.map((a) => a.id)).toEqual([3]);
  });

  it('success null is an empty list', async () => {
    expect(await uploadAttachments(answering({ success: null, errors: null }), 4, [file()])).toEqual([]);
  });

  it("a refused file is an error carrying the server's code and message", async () => {
    const failing = uploadAttachments(
      answering({ success: [stored], errors: [{ code: 4001, message: 'The file is too big.' }] }),
      4,
      [file(), file()],
    );
    await expect(failing).rejects.toMatchObject({ code: 4001, serverMessage: 'The file is too big.' });
  });
});
