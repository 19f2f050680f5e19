/** A change to one stored key, as seen by subscribers (in this context or another one). */
export interface StorageChange {
  key: string;
  newValue: unknown;
}

/** Async key-value storage shared by every context of the product (tabs, popup, background). */
export interface KeyValueStorage {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes every key, or every key `keep` does not ask to keep. */
  clear(keep?: (key: string) => boolean): Promise<void>;
  /** Calls back for changes made anywhere (this context included); returns the unsubscribe function. */
  subscribe(listener: (changes: StorageChange[]) => void): () => void;
}

/** Everything the shared app needs from its host, web page or extension. */
export interface Platform {
  kind: 'web' | 'extension';
  storage: KeyValueStorage;
  /** Opens (or focuses) a URL in a browser tab. */
  openTab(url: string): Promise<void>;
  /**
   * Asks the browser for access to a server (one prompt for every address given: the candidates discovery
   * may end up at); the web build always has it (CORS permitting).
   */
  requestOrigin(origin: string | string[]): Promise<boolean>;
  hasOrigin(origin: string): Promise<boolean>;
  /** Coordinates a critical section across every tab/context (Web Locks where available). */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Where a platform has a single owner of the session (the extension's background worker),
   * pages ask it for a fresh token instead of renewing themselves. Absent: the page renews.
   */
  renewSession?: (staleToken: string | null) => Promise<string | null>;
}

/**
 * Every storage key the product uses, declared once here. The string values are users' stored data: never
 * change one (a renamed key forgets what users kept under the old one).
 */
export const KEYS = {
  token: 'token',
  lastVisited: 'lastVisited',
  projectView: 'projectView',
  apiUrl: 'apiUrl',
  projectHistory: 'projectHistory',
  settings: 'settings',
  /** The UI language last chosen, so the next start speaks it before the user's settings load. */
  language: 'language',
  /** The extension's own settings in storage.local (see src/background/settings.ts). */
  extensionSettings: 'extensionSettings',
  installHintDismissed: 'installHintDismissed',
  importHintDismissed: 'importHintDismissed',
  tableColumns: 'tableColumns',
  popupDraft: 'popupDraft',
  /** The popup's last projects and today's tasks, shown at once on the next open (one account; gone at sign-out). */
  popupSnapshot: 'popupSnapshot',
  notifiedIds: 'notifiedIds',
  outboxPausedUntil: 'outboxPausedUntil',
  pollPausedUntil: 'pollPausedUntil',
  sessionRenewal: 'sessionRenewal',
  /** The web page's pictures of its last screens, shown at the next visit's first paint (one account; gone at sign-out). */
  firstPaint: 'firstPaint',
} as const;

/** Storage keys of the account flows. */
export const AUTH_KEYS = {
  passwordResetToken: 'passwordResetToken',
  emailConfirmToken: 'emailConfirmToken',
  openIdState: 'authenticationState',
  /** The route a provider login was started for, kept beside its state for the callback. */
  openIdRedirect: 'authenticationRedirect',
  /** Set by sign-out: the login page skips its automatic provider redirect once. */
  justLoggedOut: 'justLoggedOut',
  openIdProvider: 'lastOpenIdProvider',
  collapsedProjects: 'collapsedProjects',
} as const;

/** Prefixes of keys made per item (the item's id follows). */
export const KEY_PREFIXES = {
  outbox: 'outbox:',
  captureDraft: 'captureDraft:',
  descriptionDraft: 'draft.description.',
  quickAddDraft: 'draft.quickAdd.',
} as const;
