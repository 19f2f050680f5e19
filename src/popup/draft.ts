import { KEYS, type KeyValueStorage } from '@/platform/types';

/** The popup's unsent text and project: kept in storage so closing the popup loses nothing. */
export interface PopupDraft {
  title: string;
  projectId: number | null;
}

export const DRAFT_KEY = KEYS.popupDraft;

export async function readDraft(storage: KeyValueStorage): Promise<PopupDraft> {
  const raw = (await storage.get<Partial<PopupDraft>>(DRAFT_KEY)) ?? {};
  return {
    title: typeof raw.title === 'string' ? raw.title : '',
    projectId: typeof raw.projectId === 'number' ? raw.projectId : null,
  };
}

export function writeDraft(storage: KeyValueStorage, draft: PopupDraft): Promise<void> {
  return storage.set(DRAFT_KEY, draft);
}
