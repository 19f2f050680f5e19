import { describe, expect, it, vi } from 'vitest';
import { createExtensionStorage } from '@/platform/extension';
import { createOutboxStore } from '@/platform/extension-outbox';
import { CAPTURE_DRAFT_PREFIX, captureHandler } from './capture-handler';
import { writeSettings } from './settings';

function setup() {
  const storage = createExtensionStorage();
  const store = createOutboxStore();
  const flush = vi.fn(async () => ({}));
  const openWindow = vi.fn(async () => undefined);
  let n = 0;
  const handle = captureHandler({ storage, store, flush, openWindow, newId: () => `id-${++n}`, now: () => 1000 });
  return { storage, store, flush, openWindow, handle };
}

describe('captureHandler', () => {
  it('writes a page capture to the outbox before asking the worker to send it', async () => {
    const { store, flush, handle } = setup();
    flush.mockImplementation(async () => {
      expect(await store.list()).toHaveLength(1);
      return {};
    });
    await handle({ kind: 'page', pageTitle: '<b>Title</b>', pageUrl: 'https://example.com/' });
    expect(flush).toHaveBeenCalledOnce();
    expect(await store.list()).toEqual([
      expect.objectContaining({
        id: 'id-1',
        title: '<b>Title</b>',
        source: 'capture',
        projectId: null,
        state: 'pending',
      }),
    ]);
  });

  it('uses the project chosen for captures', async () => {
    const { storage, store, handle } = setup();
    await writeSettings(storage, { defaultProjectId: 12 });
    await handle({ kind: 'selection', selectionText: 'quote', pageUrl: 'https://example.com/' });
    expect((await store.list())[0]).toMatchObject({ projectId: 12, title: 'quote' });
  });

  it('quick-adds omnibox text as a plain title', async () => {
    const { store, handle } = setup();
    await handle({ kind: 'typed', text: '  buy   milk ' });
    expect((await store.list())[0]).toMatchObject({ title: 'buy milk', description: '', source: 'omnibox' });
  });

  it('ignores empty omnibox text', async () => {
    const { store, flush, handle } = setup();
    expect(await handle({ kind: 'typed', text: '   ' })).toBeNull();
    expect(await store.list()).toEqual([]);
    expect(flush).not.toHaveBeenCalled();
  });

  it('opens the capture window with a draft instead, when set so', async () => {
    const { storage, store, openWindow, flush, handle } = setup();
    await writeSettings(storage, { captureMode: 'window' });
    await handle({ kind: 'link', linkUrl: 'javascript:alert(1)', pageUrl: 'https://example.com/' });
    expect(openWindow).toHaveBeenCalledWith('id-1');
    expect(flush).not.toHaveBeenCalled();
    expect(await store.list()).toEqual([]);
    expect(await storage.get(`${CAPTURE_DRAFT_PREFIX}id-1`)).toMatchObject({
      title: 'javascript:alert(1)',
      url: 'javascript:alert(1)',
    });
  });
});
