import { KEYS, type Platform } from './types';

/** Deployment settings of the app shell, chosen by whoever hosts the web build or the extension. */
export interface AppConfig {
  /** An image shown instead of our logo; null: our own logo. */
  customLogoUrl: string | null;
  /** Whether the logo may change with the calendar (the rainbow logo in June). */
  allowIconChanges: boolean;
}

export const DEFAULT_APP_CONFIG: AppConfig = { customLogoUrl: null, allowIconChanges: true };

/** The key of the extension's own settings in storage.local (see src/background/settings.ts). */
export const EXTENSION_SETTINGS_KEY = KEYS.extensionSettings;

declare global {
  interface Window {
    /** Set by an optional /config.js that web/index.html loads before the app (see README). */
    __VIKUNJA_CONFIG__?: unknown;
  }
}

const IMAGE_DATA_URL = /^data:image\//i;

/** A logo address the page may load: http(s), a path on this origin, or an inline image; anything else is dropped. */
function logoUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const url = value.trim();
  if (IMAGE_DATA_URL.test(url)) return url;
  try {
    const { protocol } = new URL(url, 'http://relative.invalid/');
    return protocol === 'http:' || protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Reads a hand-written config object; missing or malformed fields fall back to the defaults. */
export function parseAppConfig(raw: unknown): AppConfig {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_APP_CONFIG;
  const fields = raw as Record<string, unknown>;
  return {
    customLogoUrl: logoUrl(fields.customLogoUrl),
    allowIconChanges:
      typeof fields.allowIconChanges === 'boolean' ? fields.allowIconChanges : DEFAULT_APP_CONFIG.allowIconChanges,
  };
}

/**
 * The API address a web deployment presets in config.js (`apiUrl`): an http(s) address, or a path on
 * this origin made absolute with `origin`; trailing slashes removed. Anything else: null (not preset).
 */
export function parseConfiguredApiUrl(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = (raw as Record<string, unknown>).apiUrl;
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** The web build's preset API address from config.js, if any (the extension has no such file). */
export function configuredApiUrl(platform: Platform): string | null {
  if (platform.kind !== 'web' || typeof window === 'undefined') return null;
  return parseConfiguredApiUrl(window.__VIKUNJA_CONFIG__, window.location.origin);
}

/** What is known without waiting: the web build's window global; the extension's defaults until storage answers. */
export function initialAppConfig(platform: Platform): AppConfig {
  if (platform.kind === 'web' && typeof window !== 'undefined') return parseAppConfig(window.__VIKUNJA_CONFIG__);
  return DEFAULT_APP_CONFIG;
}

/**
 * Calls back with the config now and whenever it changes; returns the unsubscribe function.
 * Web: the window global, read once. Extension: the fields of its settings in storage.local.
 */
export function watchAppConfig(platform: Platform, listener: (config: AppConfig) => void): () => void {
  if (platform.kind === 'web') {
    listener(initialAppConfig(platform));
    return () => {};
  }
  let active = true;
  void platform.storage.get<unknown>(EXTENSION_SETTINGS_KEY).then((raw) => {
    if (active) listener(parseAppConfig(raw));
  });
  const unsubscribe = platform.storage.subscribe((changes) => {
    const change = changes.find((c) => c.key === EXTENSION_SETTINGS_KEY);
    if (change && active) listener(parseAppConfig(change.newValue));
  });
  return () => {
    active = false;
    unsubscribe();
  };
}
