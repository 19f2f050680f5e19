import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface LazyScreen<P extends object> {
  /** Renders the screen; in the same pass when its code has already arrived, else its fallback until it does. */
  Screen: ComponentType<P>;
  /** Starts loading the code (once; again after a failure). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code loads on first use or when preloaded. Unlike a bare `React.lazy`, it never suspends
 * while the code is on its way: it draws `fallback` and then the screen as an ordinary update. A suspended
 * boundary's reveal is held back by React for up to 300 ms after its fallback was shown, which a new tab
 * opened cold on a table or a board waited through with its rows long in. A screen whose code is already
 * there (preloaded at boot) is drawn in the first commit. A failed load is tried once more through
 * `React.lazy`, whose second failure reaches the nearest error boundary.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Retry = lazy(async () => ({ default: await preload() }));
  function Screen(props: P) {
    const [Ready, setReady] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Ready) return;
      let mounted = true;
      preload().then(
        (component) => mounted && setReady(() => component),
        () => mounted && setFailed(true),
      );
      return () => {
        mounted = false;
      };
    }, [Ready]);
    if (Ready) return <Ready {...props} />;
    return failed ? <Retry {...props} /> : fallback;
  }
  return { Screen, preload };
}
