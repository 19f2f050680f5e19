import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodic } from '../src/server.ts';

describe('periodic background jobs', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('log a failing run and keep running instead of throwing from the timer', () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let runs = 0;
    const timer = periodic('flaky job', 1000, () => {
      runs += 1;
      if (runs === 1) throw new Error('database is locked');
    });
    expect(runs).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(runs).toBe(1);
    expect(logged).toHaveBeenCalledWith('flaky job failed', expect.any(Error));
    vi.advanceTimersByTime(2000);
    expect(runs).toBe(3);
    clearInterval(timer);
  });

  it('run once at start when asked', () => {
    vi.useFakeTimers();
    let runs = 0;
    const timer = periodic('sweep', 1000, () => (runs += 1), true);
    expect(runs).toBe(1);
    clearInterval(timer);
  });
});
