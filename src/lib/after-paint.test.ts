import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

/** A window whose frames the test draws by hand; its timers are the test's fake ones. */
function fakeWindow(visibilityState: DocumentVisibilityState, frames: boolean) {
  const pending: Array<() => void> = [];
  const win = {
    document: { visibilityState },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    ...(frames && {
      requestAnimationFrame: (callback: () => void) => pending.push(callback),
      cancelAnimationFrame: (id: number) => pending.splice(id - 1, 1, () => undefined),
    }),
  } as unknown as Window;
  return { win, drawFrame: () => pending.splice(0).forEach((frame) => frame()) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterPaint', () => {
  it('runs in a task after the next frame in a visible page', async () => {
    const { win, drawFrame } = fakeWindow('visible', true);
    const then = vi.fn();
    afterPaint(then, win);
    await vi.advanceTimersByTimeAsync(50);
    expect(then).not.toHaveBeenCalled();
    drawFrame();
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a hidden page', 'hidden', true],
    ['a page without frames', 'visible', false],
  ] as const)('runs in the next task in %s', async (_what, state, frames) => {
    const { win } = fakeWindow(state, frames);
    const then = vi.fn();
    afterPaint(then, win);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['before the frame', 'visible', true, false],
    ['after the frame, before its task', 'visible', true, true],
    ['in a hidden page', 'hidden', true, false],
  ] as const)('is cancelled %s', async (_when, state, frames, drawFirst) => {
    const { win, drawFrame } = fakeWindow(state, frames);
    const then = vi.fn();
    const cancel = afterPaint(then, win);
    if (drawFirst) drawFrame();
    cancel();
    drawFrame();
    await vi.advanceTimersByTimeAsync(50);
    expect(then).not.toHaveBeenCalled();
  });
});
