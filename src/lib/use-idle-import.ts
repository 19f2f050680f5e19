import { useEffect, useState } from 'react';

const modules = new Map<() => Promise<unknown>, unknown>();

/**
 * A module the first paint does without (drag and drop, say), imported once the browser is idle; null
 * until then. The loader must be a stable (module-level) function: it is the cache key.
 */
export function useIdleImport<T>(load: () => Promise<T>): T | null {
  const [module, setModule] = useState<T | null>(() => (modules.get(load) as T | undefined) ?? null);
  useEffect(() => {
    if (module) return;
    let live = true;
    const start = () =>
      void load().then((m) => {
        modules.set(load, m);
        if (live) setModule(() => m);
      });
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 1000 }) : undefined;
    const timer = idle === undefined ? setTimeout(start, 100) : undefined;
    return () => {
      live = false;
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [load, module]);
  return module;
}
