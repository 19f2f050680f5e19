import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { errorMessage } from '@/lib/error-message';
import { useToasts } from '@/stores/toasts';

/** The same uncaught error text is shown once in this window, however often it fires. */
export const DEDUPE_MS = 5000;

const shown = new WeakSet<object>();

/** Marks an error the screen already shows (an error box, a toast), so the global handler leaves it alone. */
export function markErrorShown(error: unknown): void {
  if (typeof error === 'object' && error !== null) shown.add(error);
}

// Browser noise, not failures of the app: layout observers that skipped a frame, and scripts of other
// origins (extensions, injected code) whose errors the browser reduces to "Script error.".
const NOISE = /^(ResizeObserver loop|Script error\.?$)/;

/** What to show for an uncaught error, or null when it is not worth a message (cancelled, already shown, noise). */
export function uncaughtErrorText(reason: unknown, t: TFunction): string | null {
  if (typeof reason === 'object' && reason !== null && shown.has(reason)) return null;
  if (isApiError(reason) && reason.kind === 'aborted') return null;
  if (reason instanceof DOMException && reason.name === 'AbortError') return null;
  const text = typeof reason === 'string' ? reason : errorMessage(reason, t);
  if (NOISE.test(text)) return null;
  return t('errors.uncaught', { detail: text });
}

/**
 * Shows any error nothing else caught (a window 'error' or an 'unhandledrejection', e.g. a forgotten
 * `void promise`) as an error toast (any uncaught error is shown as an error message).
 */
export function useGlobalErrors(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const recent = new Map<string, number>();
    const report = (reason: unknown) => {
      const message = uncaughtErrorText(reason, t);
      if (!message) return;
      markErrorShown(reason);
      const now = Date.now();
      const last = recent.get(message);
      // Also when the screen already shows this error in its own words (a toast from onError, then a rethrow).
      const onScreen = useToasts
        .getState()
        .toasts.some((toast) => toast.kind === 'error' && message.includes(toast.message));
      if (onScreen || (last !== undefined && now - last < DEDUPE_MS)) return;
      recent.set(message, now);
      useToasts.getState().show({ kind: 'error', message });
    };
    // A plain window 'error' without an Error object carries only its message.
    const onError = (event: ErrorEvent) => report(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [t]);
}
