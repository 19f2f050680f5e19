import fs from 'node:fs';
import path from 'node:path';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImageHeader } from '../src/preview-header.ts';
import { previewCachePath } from '../src/preview.ts';
import { boot, type Harness } from './harness.ts';
import { pngDeclaring } from './png.ts';

async function image(width: number, height: number, mime: 'image/png' | 'image/jpeg' | 'image/gif'): Promise<Buffer> {
  return new Jimp({ width, height, color: 0x3366ccff }).getBuffer(mime);
}

/** A JPEG whose frame header declares width × height, and nothing else of substance. */
function jpegDeclaring(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])]);
}

/** A 10×10 GIF canvas whose first frame claims 60000×60000. */
function gifWithHugeFrame(): Buffer {
  const head = Buffer.from('GIF89a', 'latin1');
  const screen = Buffer.from([10, 0, 10, 0, 0x00, 0, 0]);
  const frame = Buffer.from([0x2c, 0, 0, 0, 0, 0x60, 0xea, 0x60, 0xea, 0x00, 0x02, 0x02, 0x4c, 0x01, 0x00, 0x3b]);
  return Buffer.concat([head, screen, frame]);
}

describe('attachment previews (preview_size)', () => {
  let h: Harness;
  let owner: string;
  let stranger: string;
  let taskId: number;
  beforeAll(async () => {
    h = await boot();
    owner = (await h.user('pia')).token;
    stranger = (await h.user('sam')).token;
    const project = (await h.json('PUT', '/projects', { token: owner, body: { title: 'Pictures' } })).body.id;
    taskId = (await h.json('PUT', `/projects/${project}/tasks`, { token: owner, body: { title: 'With images' } })).body
      .id;
  });
  afterAll(() => h.close());

  async function upload(name: string, type: string, bytes: Buffer): Promise<{ id: number; fileId: number }> {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await fetch(`${h.base}/tasks/${taskId}/attachments`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner}` },
      body: form,
    });
    const a = ((await res.json()) as { success: { id: number; file: { id: number } }[] }).success[0];
    if (!a) throw new Error(`upload of ${name} failed`);
    return { id: a.id, fileId: a.file.id };
  }

  async function get(
    id: number,
    size?: string,
    token = owner,
  ): Promise<{ status: number; type: string | null; bytes: Buffer }> {
    const res = await h.call('GET', `/tasks/${taskId}/attachments/${id}${size ? `?preview_size=${size}` : ''}`, {
      token,
    });
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  }

  const dims = (b: Buffer) => {
    const header = readImageHeader(b);
    return header && { format: header.format, width: header.width, height: header.height };
  };

  it('scales each size to its width, keeping the aspect ratio', async () => {
    const { id } = await upload('wide.png', 'image/png', await image(1000, 500, 'image/png'));
    for (const [size, width] of [
      ['sm', 100],
      ['md', 200],
      ['lg', 400],
      ['xl', 800],
    ] as const) {
      const res = await get(id, size);
      expect(res.status).toBe(200);
      expect(res.type).toBe('image/png');
      expect(dims(res.bytes)).toEqual({ format: 'png', width, height: width / 2 });
    }
    const tall = await upload('tall.jpg', 'image/jpeg', await image(300, 900, 'image/jpeg'));
    expect(dims((await get(tall.id, 'sm')).bytes)).toEqual({ format: 'png', width: 100, height: 300 });
    expect(dims((await get(tall.id, 'md')).bytes)).toEqual({ format: 'png', width: 200, height: 600 });
  });

  it('never upscales; a GIF becomes a PNG of its own size', async () => {
    const { id } = await upload('small.gif', 'image/gif', await image(150, 80, 'image/gif'));
    expect(dims((await get(id, 'xl')).bytes)).toEqual({ format: 'png', width: 150, height: 80 });
    expect(dims((await get(id, 'sm')).bytes)).toEqual({ format: 'png', width: 100, height: 53 });
  });

  it('caches each preview next to the file and serves the cached one; deleting the attachment removes it', async () => {
    const { id, fileId } = await upload('cached.png', 'image/png', await image(640, 480, 'image/png'));
    const cache = previewCachePath(h.server.state, fileId, 'md');
    expect(fs.existsSync(cache)).toBe(false);
    expect(dims((await get(id, 'md')).bytes)).toEqual({ format: 'png', width: 200, height: 150 });
    expect(path.dirname(cache)).toBe(h.server.state.filesDir);
    expect(fs.existsSync(cache)).toBe(true);
    // Swap the cached bytes: the next answer must come from the cache, not from a fresh resize.
    fs.writeFileSync(cache, await image(7, 7, 'image/png'));
    expect(dims((await get(id, 'md')).bytes)).toEqual({ format: 'png', width: 7, height: 7 });
    expect((await h.json('DELETE', `/tasks/${taskId}/attachments/${id}`, { token: owner })).status).toBe(200);
    expect(fs.existsSync(cache)).toBe(false);
  });

  it('answers the original file for non-images, unknown sizes and formats it does not preview', async () => {
    const text = await upload('notes.txt', 'text/plain', Buffer.from('just text'));
    const res = await get(text.id, 'sm');
    expect(res).toMatchObject({ status: 200, type: 'text/plain' });
    expect(res.bytes.toString()).toBe('just text');
    const pngBytes = await image(500, 500, 'image/png');
    const png = await upload('square.png', 'image/png', pngBytes);
    expect((await get(png.id, 'huge')).bytes.equals(pngBytes)).toBe(true);
    expect((await get(png.id)).bytes.equals(pngBytes)).toBe(true);
    const webp = Buffer.concat([Buffer.from('RIFF\x20\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(24)]);
    const w = await upload('pic.webp', 'image/webp', webp);
    expect((await get(w.id, 'sm')).bytes.equals(webp)).toBe(true);
  });

  it('a corrupt image answers the original without crashing the server', async () => {
    const broken = pngDeclaring(300, 200, Buffer.from('definitely not zlib data'));
    const { id, fileId } = await upload('broken.png', 'image/png', broken);
    const res = await get(id, 'sm');
    expect(res).toMatchObject({ status: 200, type: 'image/png' });
    expect(res.bytes.equals(broken)).toBe(true);
    expect(fs.existsSync(previewCachePath(h.server.state, fileId, 'sm'))).toBe(false);
    expect((await h.json('GET', `/tasks/${taskId}`, { token: owner })).status).toBe(200);
  });

  it('refuses to decode images whose header declares more than 50 megapixels', async () => {
    for (const [name, type, bytes] of [
      ['bomb.png', 'image/png', pngDeclaring(30_000, 30_000)],
      ['bomb.jpg', 'image/jpeg', jpegDeclaring(60_000, 60_000)],
      ['bomb.gif', 'image/gif', gifWithHugeFrame()],
    ] as const) {
      expect(readImageHeader(bytes)?.pixels ?? 0).toBeGreaterThan(50_000_000);
      const { id, fileId } = await upload(name, type, bytes);
      const started = Date.now();
      const res = await get(id, 'xl');
      expect(res.status).toBe(200);
      expect(res.bytes.equals(bytes)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(fs.existsSync(previewCachePath(h.server.state, fileId, 'xl'))).toBe(false);
    }
  });

  it('previews need the same access as the attachment', async () => {
    const { id } = await upload('private.png', 'image/png', await image(400, 400, 'image/png'));
    expect((await get(id, 'sm', stranger)).status).toBe(403);
    expect((await h.call('GET', `/tasks/${taskId}/attachments/${id}?preview_size=sm`)).status).toBe(401);
    const missing = await h.json('GET', `/tasks/${taskId}/attachments/999999?preview_size=sm`, { token: owner });
    expect(missing).toMatchObject({ status: 404, body: { code: 4011 } });
  });
});
