/**
 * Runs `then` once the browser has painted what is on screen now: in a task after the next animation frame.
 * A hidden page (a tab opened in the background) and a page without frames draw nothing to wait for: there it
 * runs in the next task. Answers a function that cancels it.
 */
export function afterPaint(then: () => void, win: Window = window): () => void {
  let timer: number | undefined;
  if (typeof win.requestAnimationFrame !== 'function' || win.document.visibilityState === 'hidden') {
    timer = win.setTimeout(then, 0);
    return () => win.clearTimeout(timer);
  }
  const frame = win.requestAnimationFrame(() => (timer = win.setTimeout(then, 0)));
  return () => {
    win.cancelAnimationFrame(frame);
    win.clearTimeout(timer);
  };
}
