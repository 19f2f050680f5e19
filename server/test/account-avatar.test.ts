import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marbleSvg } from '../src/avatar-marble.ts';
import { boot, type Harness } from './harness.ts';
import { solidPng } from './png.ts';

describe('marble avatar module', () => {
  it('is deterministic per username and differs between usernames', () => {
    expect(marbleSvg('alice', 50)).toBe(marbleSvg('alice', 50));
    const names = ['alice', 'bob', 'carol', 'dave', 'alice2', 'Alice'];
    expect(new Set(names.map((n) => marbleSvg(n, 50))).size).toBe(names.length);
  });

  it('is a round SVG of several coloured shapes at the requested size', () => {
    const svg = marbleSvg('alice', 64);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="64" height="64"/);
    expect(svg).toContain('<circle cx="50" cy="50" r="50"/>');
    expect(svg.match(/<ellipse /g)).toHaveLength(2);
    const colours = new Set(svg.match(/fill="#[0-9a-f]{6}"/g));
    expect(colours.size).toBeGreaterThanOrEqual(3);
    // Only the size changes with the size.
    expect(marbleSvg('alice', 128).replace(/"128"/g, '"64"')).toBe(svg);
  });
});

describe('avatars over HTTP', () => {
  let h: Harness;
  let ann: string;
  let ben: string;
  beforeAll(async () => {
    h = await boot();
    ann = (await h.user('ann')).token;
    ben = (await h.user('ben')).token;
  });
  afterAll(() => h.close());

  const setProvider = async (token: string, avatar_provider: string): Promise<number> =>
    (await h.json('POST', '/user/settings/avatar', { token, body: { avatar_provider } })).status;
  const avatar = async (
    username: string,
    query = '',
  ): Promise<{ status: number; type: string | null; body: Buffer }> => {
    const res = await h.call('GET', `/avatar/${username}${query}`);
    return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
  };

  it('marble: the same user gets the same picture every time; another user a different one', async () => {
    expect(await setProvider(ann, 'marble')).toBe(200);
    expect(await setProvider(ben, 'marble')).toBe(200);
    expect((await h.json('GET', '/user/settings/avatar', { token: ann })).body.avatar_provider).toBe('marble');
    const first = await avatar('ann');
    expect([first.status, first.type]).toEqual([200, 'image/svg+xml']);
    expect(first.body.toString()).toBe(marbleSvg('ann', 50));
    expect((await avatar('ann')).body.equals(first.body)).toBe(true);
    expect((await avatar('ben')).body.toString()).not.toBe(first.body.toString());
  });

  it('initials and gravatar (no outside calls: falls back to initials) differ from marble', async () => {
    const marble = (await avatar('ann')).body.toString();
    await setProvider(ann, 'initials');
    const initials = (await avatar('ann')).body.toString();
    expect(initials).not.toBe(marble);
    expect(initials).toContain('>A</text>');
    await setProvider(ann, 'gravatar');
    expect((await avatar('ann')).body.toString()).toBe(initials);
    expect(await setProvider(ann, 'picasso')).toBe(400);
  });

  it('size sets the picture size, clamped to 16…1024; 50 by default', async () => {
    await setProvider(ann, 'marble');
    expect((await avatar('ann')).body.toString()).toContain('width="50" height="50"');
    expect((await avatar('ann', '?size=40')).body.toString()).toContain('width="40" height="40"');
    expect((await avatar('ann', '?size=5000')).body.toString()).toContain('width="1024" height="1024"');
    expect((await avatar('ann', '?size=2')).body.toString()).toContain('width="16" height="16"');
  });

  it('an uploaded image becomes the avatar; choosing another provider replaces it', async () => {
    const png = solidPng(8, 8);
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${h.base}/user/settings/avatar/upload`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ben}` },
      body: form,
    });
    expect(res.status).toBe(200);
    expect((await h.json('GET', '/user/settings/avatar', { token: ben })).body.avatar_provider).toBe('upload');
    const got = await avatar('ben', '?size=40');
    expect([got.status, got.type]).toEqual([200, 'image/png']);
    // Uploaded pictures are served as stored; the size parameter only shapes the generated SVGs.
    expect(got.body.equals(png)).toBe(true);
    await setProvider(ben, 'marble');
    expect((await avatar('ben')).body.toString()).toBe(marbleSvg('ben', 50));
  });

  it('upload refuses a non-image and needs a signed-in user; unknown users have no avatar', async () => {
    const form = new FormData();
    form.append('avatar', new Blob(['not an image'], { type: 'text/plain' }), 'me.txt');
    const bad = await fetch(`${h.base}/user/settings/avatar/upload`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ann}` },
      body: form,
    });
    expect(bad.status).toBe(400);
    const anon = await fetch(`${h.base}/user/settings/avatar/upload`, { method: 'PUT', body: new FormData() });
    expect(anon.status).toBe(401);
    expect((await avatar('nobody-here')).status).toBe(404);
  });
});
