import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p>Failed: {this.state.error}</p>;
  }
}

/** The screen under an error boundary and a Suspense boundary whose fallback says it was used. */
const shown = (node: ReactNode) =>
  render(
    <Boundary>
      <Suspense fallback={<p>Suspended</p>}>{node}</Suspense>
    </Boundary>,
  );

/** A load that waits to be told how it ends. */
function heldLoad() {
  const loads: Array<{ resolve: (c: typeof Hello) => void; reject: (e: Error) => void }> = [];
  const load = () => new Promise<typeof Hello>((resolve, reject) => loads.push({ resolve, reject }));
  return { load, loads };
}

describe('lazyScreen', () => {
  it('draws a preloaded screen in the first commit, without the fallback', async () => {
    const { Screen, preload } = lazyScreen(() => Promise.resolve(Hello), <p>Waiting</p>);
    await preload();
    shown(<Screen name="Ann" />);
    expect(screen.getByText('Hello Ann')).toBeTruthy();
    expect(screen.queryByText('Waiting')).toBeNull();
  });

  it('draws its own fallback while the code is on its way, never suspending (React holds a reveal back), then the screen', async () => {
    const { load, loads } = heldLoad();
    const { Screen } = lazyScreen(load, <p>Waiting</p>);
    shown(<Screen name="Bo" />);
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(screen.queryByText('Suspended')).toBeNull();
    await act(async () => loads[0]!.resolve(Hello));
    expect(screen.getByText('Hello Bo')).toBeTruthy();
    expect(screen.queryByText('Suspended')).toBeNull();
  });

  it('tries a failed load once more, and draws the screen when that one arrives', async () => {
    const { load, loads } = heldLoad();
    const { Screen } = lazyScreen(load, <p>Waiting</p>);
    shown(<Screen name="Cy" />);
    await act(async () => loads[0]!.reject(new Error('offline')));
    expect(loads).toHaveLength(2);
    await act(async () => loads[1]!.resolve(Hello));
    expect(await screen.findByText('Hello Cy')).toBeTruthy();
  });

  it('hands a second failure to the nearest error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, loads } = heldLoad();
    const { Screen } = lazyScreen(load, <p>Waiting</p>);
    shown(<Screen name="Di" />);
    await act(async () => loads[0]!.reject(new Error('offline')));
    await act(async () => loads[1]!.reject(new Error('still offline')));
    expect(await screen.findByText('Failed: still offline')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('loads the code once, and again after a failure', async () => {
    let calls = 0;
    const { preload } = lazyScreen(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Hello),
    );
    await expect(preload()).rejects.toThrow('offline');
    await preload();
    await preload();
    expect(calls).toBe(2);
  });
});
