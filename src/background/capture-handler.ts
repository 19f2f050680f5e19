import { KEY_PREFIXES, type KeyValueStorage } from '@/platform/types';
import { buildCapture, type CaptureDraft, type CaptureSource } from './capture';
import { newItem, type OutboxItem } from './outbox';
import type { OutboxStore } from './outbox-runner';
import { readSettings } from './settings';

/** Text typed after the omnibox keyword, or a page/selection/link capture. */
export type CaptureInput = CaptureSource | { kind: 'typed'; text: string };

export const CAPTURE_DRAFT_PREFIX = KEY_PREFIXES.captureDraft;

/** What the capture window edits: the built capture plus its URL shown as text. */
export interface StoredCaptureDraft extends CaptureDraft {
  url: string;
}

export interface CaptureDeps {
  storage: KeyValueStorage;
  store: OutboxStore;
  flush: () => Promise<unknown>;
  openWindow: (draftId: string) => Promise<void>;
  newId: () => string;
  now?: () => number;
}

/**
 * Saves a capture through the outbox (written before anything is sent), or, when the person
 * chose so, opens the capture window pre-filled for editing.
 */
export function captureHandler(deps: CaptureDeps): (input: CaptureInput) => Promise<OutboxItem | null> {
  return async (input) => {
    const settings = await readSettings(deps.storage);
    const draft: CaptureDraft =
      input.kind === 'typed' ? { title: input.text.replace(/\s+/g, ' ').trim(), description: '' } : buildCapture(input);
    if (!draft.title) return null;
    const id = deps.newId();
    if (input.kind !== 'typed' && settings.captureMode === 'window') {
      const url = input.kind === 'link' ? input.linkUrl : input.pageUrl;
      await deps.storage.set(CAPTURE_DRAFT_PREFIX + id, { ...draft, url: url ?? '' } satisfies StoredCaptureDraft);
      await deps.openWindow(id);
      return null;
    }
    const item = newItem(
      { id, ...draft, projectId: settings.defaultProjectId, source: input.kind === 'typed' ? 'omnibox' : 'capture' },
      (deps.now ?? Date.now)(),
    );
    await deps.store.put(item);
    void deps.flush();
    return item;
  };
}
