import type { Page } from '@playwright/test';

/**
 * What is wrong with the page's layout at its current size: the page scrolls sideways, or an
 * interactive element is cut off (outside the screen or its clipping box) or covered by another
 * element. Inside a modal dialog only the dialog is checked (the page behind it is inert). Regions that
 * scroll sideways on purpose (role="region": a board, a table, a chart) are left alone inside.
 */
export function layoutProblems(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((within) => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1)
      problems.push(`the page scrolls sideways (${doc.scrollWidth} > ${doc.clientWidth})`);
    const dialogs = [...document.querySelectorAll('dialog[open]')];
    const root: Element =
      (within ? document.querySelector(within) : null) ?? dialogs[dialogs.length - 1] ?? document.body;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    for (const el of root.querySelectorAll(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (
        getComputedStyle(el).visibility === 'hidden' ||
        el.closest('.visually-hidden, .skip-link, [aria-hidden="true"]')
      )
        continue;
      const details = el.closest('details');
      if (details && !details.open && el.tagName !== 'SUMMARY') continue; // folded away
      const scroller = el.closest('[role="region"]');
      if (scroller && scroller !== el) continue;
      if (box.left < -1 || box.right > window.innerWidth + 1) {
        problems.push(`cut off at the side: ${name(el)} (${Math.round(box.left)}..${Math.round(box.right)})`);
        continue;
      }
      // Clipped by an ancestor that hides its overflow sideways.
      for (let parent = el.parentElement; parent && parent !== root.parentElement; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (box.left < clip.left - 1 || box.right > clip.right + 1)
          problems.push(`cut off by ${name(parent)}: ${name(el)}`);
        break;
      }
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y < 0 || y > window.innerHeight) continue; // below the fold: reachable by scrolling
      const hit = document.elementFromPoint(x, y);
      if (
        hit &&
        !el.contains(hit) &&
        !hit.contains(el) &&
        !(el.id && hit.closest(`label[for="${el.id}"]`)) &&
        !hit.closest('.tooltip')
      ) {
        problems.push(`covered: ${name(el)} under ${name(hit)}`);
      }
    }
    return problems;
  }, within);
}
