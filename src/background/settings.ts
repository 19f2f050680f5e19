import { KEYS, type KeyValueStorage } from '@/platform/types';

/** The extension's own settings, in storage.local and shared live by the popup, capture window and worker. */
export interface ExtensionSettings {
  /** Project for captures, omnibox and quick adds; null: the user's default project. */
  defaultProjectId: number | null;
  /** Context-menu captures: saved at once, or opened in a small window to edit first. */
  captureMode: 'direct' | 'window';
  /** Desktop notifications for new unread notifications; off unless the person turns them on. */
  desktopNotifications: boolean;
}

export const SETTINGS_KEY = KEYS.extensionSettings;
export const DEFAULT_SETTINGS: ExtensionSettings = {
  defaultProjectId: null,
  captureMode: 'direct',
  desktopNotifications: false,
};

/** Stored settings merged over the defaults (unknown or malformed values fall back). */
export async function readSettings(storage: KeyValueStorage): Promise<ExtensionSettings> {
  const raw = (await storage.get<Partial<ExtensionSettings>>(SETTINGS_KEY)) ?? {};
  return {
    defaultProjectId: typeof raw.defaultProjectId === 'number' ? raw.defaultProjectId : null,
    captureMode: raw.captureMode === 'window' ? 'window' : 'direct',
    desktopNotifications: raw.desktopNotifications === true,
  };
}

export async function writeSettings(
  storage: KeyValueStorage,
  patch: Partial<ExtensionSettings>,
): Promise<ExtensionSettings> {
  const next = { ...(await readSettings(storage)), ...patch };
  // Keep fields other code reads from the same object (the logo settings of src/platform/app-config.ts).
  const stored = await storage.get<unknown>(SETTINGS_KEY);
  const kept = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  await storage.set(SETTINGS_KEY, { ...kept, ...next });
  return next;
}
