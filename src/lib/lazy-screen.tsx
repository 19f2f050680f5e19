import { lazy, useState, type ComponentType } from 'react';

export interface LazyScreen<P extends object> {
  /** Renders the screen; in the same pass when its code has already arrived, else through the nearest Suspense. */
  Screen: ComponentType<P>;
  /** Starts loading the code (once; again after a failure). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code loads on first use or when preloaded. Unlike a bare `React.lazy`, a screen whose code
 * is already there renders at once instead of suspending for a turn (React then holds a revealed boundary back
 * for up to 300 ms), so a screen preloaded at boot is drawn in the app's very first commit.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
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
  const Pending = lazy(async () => ({ default: await preload() }));
  function Screen(props: P) {
    // Chosen once per mount, so the screen's state never moves from one component to the other.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Pending {...props} />;
  }
  return { Screen, preload };
}
