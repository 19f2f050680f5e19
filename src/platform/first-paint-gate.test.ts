import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appMayStart, GATE_MAX_MS, holdApp } from './first-paint-gate';

/** A window whose frames and timers the test runs by hand. */
function fakeWindow(visibilityState: DocumentVisibilityState = 'visible') {
  const frames: Array<() => void> = [];
  const win = {
    document: { visibilityState },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  } as unknown as Window;
  return { win, drawFrame: () => frames.splice(0).forEach((frame) => frame()) };
}

/** Whether the promise has settled by now (after pending microtasks). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the app’s start and the first-paint picture', () => {
  it('starts at once when no picture script ran', async () => {
    expect(await settled(appMayStart(fakeWindow().win))).toBe(true);
  });

  it('starts at once when there is no picture', async () => {
    const { win } = fakeWindow();
    const release = holdApp(win);
    const start = appMayStart(win);
    release(false);
    expect(await settled(start)).toBe(true);
  });

  it('waits while the picture is on its way, then for its frame, then a task', async () => {
    const { win, drawFrame } = fakeWindow();
    const release = holdApp(win);
    const start = appMayStart(win);
    expect(await settled(start)).toBe(false);
    release(true);
    release(false); // a second call changes nothing
    expect(await settled(start)).toBe(false);
    drawFrame();
    expect(await settled(start)).toBe(true);
  });

  it('waits for no frame in a hidden page (a tab opened in the background draws none)', async () => {
    const { win } = fakeWindow('hidden');
    const release = holdApp(win);
    const start = appMayStart(win);
    release(true);
    expect(await settled(start)).toBe(true);
  });

  it('starts after GATE_MAX_MS however long the picture takes (a script that failed half-way)', async () => {
    const { win } = fakeWindow();
    holdApp(win);
    const start = appMayStart(win);
    await vi.advanceTimersByTimeAsync(GATE_MAX_MS - 1);
    expect(await settled(start)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(start)).toBe(true);
  });

  it('starts when what the page holds is no promise, or a failed one', async () => {
    const { win } = fakeWindow();
    Object.assign(win, { __vikunjaFirstPaintGate: 'not a promise' });
    expect(await settled(appMayStart(win))).toBe(true);
    Object.assign(win, { __vikunjaFirstPaintGate: Promise.reject(new Error('broken')) });
    expect(await settled(appMayStart(win))).toBe(true);
  });
});
