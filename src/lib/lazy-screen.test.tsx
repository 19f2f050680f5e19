import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const shown = (node: React.ReactNode) => render(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>);

describe('lazyScreen', () => {
  it('draws a preloaded screen in the first commit, without the fallback', async () => {
    const { Screen, preload } = lazyScreen(() => Promise.resolve(Hello));
    await preload();
    shown(<Screen name="Ann" />);
    expect(screen.getByText('Hello Ann')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends a screen whose code has not arrived, then draws it', async () => {
    let arrive: (c: typeof Hello) => void = () => {};
    const { Screen } = lazyScreen(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)));
    shown(<Screen name="Bo" />);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive(Hello));
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
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
