import { create } from 'zustand';
import { KEYS } from './types';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** Storage key of the home page's install hint once dismissed. */
export const INSTALL_HINT_KEY = KEYS.installHintDismissed;

/** The browser's deferred install prompt, while it can still be shown (once at most). */
export const useInstallPrompt = create<{ event: InstallPromptEvent | null }>(() => ({ event: null }));

/**
 * Keeps the browser's install prompt for the home page's hint instead of the browser's own banner.
 * The web boot path calls this; the extension never does.
 */
export function captureInstallPrompt(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPrompt.setState({ event: event as InstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => useInstallPrompt.setState({ event: null }));
}

/** Shows the browser's install dialog; a prompt can be used only once, so it is dropped either way. */
export async function promptInstall(): Promise<InstallOutcome> {
  const { event } = useInstallPrompt.getState();
  if (!event) return 'unavailable';
  useInstallPrompt.setState({ event: null });
  try {
    await event.prompt();
    return (await event.userChoice).outcome;
  } catch (error) {
    console.warn('install prompt failed', error);
    return 'unavailable';
  }
}

/** Browsers on iOS that are not Safari (they name themselves in the user agent). */
const IOS_OTHER_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|Brave/i;

/**
 * Safari on iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch). It never fires
 * beforeinstallprompt: installing is Share → Add to Home Screen, done by hand.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && /Version\//.test(userAgent) && !IOS_OTHER_BROWSER.test(userAgent);
}

/** Whether this page should show the manual "Add to Home Screen" hint: iOS Safari, not already opened from the home screen. */
export function wantsManualInstallHint(): boolean {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return false;
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true;
  return !standalone && isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}
