import { useEffect, useSyncExternalStore } from 'react';

type Highlighter = typeof import('./highlight');

let loaded: Highlighter | null = null;
let loading: Promise<Highlighter> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the quick-add parser (its grammar and chrono-node) once. No first screen waits for it: fields take
 * typing at once and highlight from the moment it arrives.
 */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import('./highlight').then((module) => {
    loaded = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The parser once loaded, else null; asks for it when the browser is idle (a focused field asks at once). */
export function useHighlighter(): Highlighter | null {
  const ready = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
  useEffect(() => {
    if (loaded) return;
    const start = () => void loadHighlighter();
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(start, { timeout: 1500 });
    return () => cancelIdleCallback(idle);
  }, []);
  return ready;
}
