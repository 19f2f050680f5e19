import { FIRST_PAINT_LIMITS } from './first-paint-entries';

/** Marks the picture's container: the app's own screen never has it. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/**
 * Which build drew the page: its main chunk's address, which every release and code change renames (the web
 * build's page modulepreloads it from its head, marked `data-app`; the dev server's page loads it as a script).
 */
export function pageBuild(doc: Document): string {
  return (
    doc.querySelector('link[data-app][href]')?.getAttribute('href') ??
    doc.querySelector('script[type="module"][src]')?.getAttribute('src') ??
    ''
  );
}

/** A task on screen in any view: list rows, table rows, kanban cards, gantt rows. */
export const ROW_SELECTOR = '.task-item, .task-table tbody tr, .kanban-card, .gantt-row';

/** Elements a picture never carries: anything that runs, loads a document, styles the page or submits. */
const DROPPED = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'style',
  'link',
  'meta',
  'base',
  'template',
  'noscript',
  'portal',
  'foreignobject',
  'animate',
  'animatemotion',
  'animatetransform',
  'set',
  'audio',
  'video',
  'source',
  'track',
]);

/** Attributes dropped whatever their value. */
const DROPPED_ATTRIBUTES = new Set(['srcdoc', 'action', 'formaction', 'srcset', 'ping', 'autofocus', 'nonce']);

/** Attributes holding an address. */
const URL_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'poster',
  'background',
  'cite',
  'data',
  'lowsrc',
  'dynsrc',
  'codebase',
  'manifest',
]);

/** Whether an address may stay: no script or data URLs (but images' data URLs), no dead `blob:` ones. */
function safeUrl(element: Element, name: string, value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): so does this check.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped here
  const url = value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
  const image = (element.localName === 'img' && name === 'src') || element.localName === 'image';
  if (url.startsWith('data:')) return image && url.startsWith('data:image/');
  if (element.localName === 'use') return url.startsWith('#');
  return !/^(javascript|vbscript|blob|file|filesystem):/.test(url);
}

/** Whether an attribute goes: its name alone decides, but for a style or an address (only then is it read). */
function dropped(element: Element, name: string, lower: string): boolean {
  if (lower.startsWith('on') || DROPPED_ATTRIBUTES.has(lower)) return true;
  if (lower === 'style')
    return /url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:/i.test(element.getAttribute(name) ?? '');
  return URL_ATTRIBUTES.has(lower) && !safeUrl(element, lower, element.getAttribute(name) ?? '');
}

// By name (getAttributeNames), not through `attributes`: a browser makes an Attr node for each attribute read
// that way, and a picture has thousands.
function cleanAttributes(element: Element): void {
  for (const name of element.getAttributeNames()) {
    const lower = name.toLowerCase();
    const drop = dropped(element, name, lower);
    if (!drop) continue;
    element.removeAttribute(name);
    // An image gone from the picture (an avatar's blob) keeps its place, empty rather than a broken image.
    if (element.localName === 'img' && lower === 'src') (element as HTMLElement).style.visibility = 'hidden';
  }
}

/**
 * Makes a picture's markup inert in itself (it is also shown `inert`): every element that runs or loads
 * something, every event handler attribute and every script, data or dead address goes. Works on a
 * fragment parsed in an inert document (a `<template>`), so nothing in it ran or loaded before this.
 */
export function sanitizeSnapshot(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (DROPPED.has(element.localName.toLowerCase())) element.remove();
    else cleanAttributes(element);
  }
}

/**
 * Trims a copy of the page's root to what a first screen shows: at most FIRST_PAINT_LIMITS.rows rows in
 * each list, with the checkboxes' state written out; answers how many rows it keeps (a screenful at most).
 */
export function trimSnapshot(copy: Element): number {
  const seen = new Map<Element, number>();
  for (const row of Array.from(copy.querySelectorAll(ROW_SELECTOR))) {
    const parent = row.parentElement;
    if (!parent) continue;
    const count = (seen.get(parent) ?? 0) + 1;
    seen.set(parent, count);
    if (count > FIRST_PAINT_LIMITS.rows) row.remove();
  }
  copy.querySelectorAll('input').forEach((input) => {
    input.removeAttribute('value'); // typed text is not a picture's business
    if (input.checked) input.setAttribute('checked', '');
    else input.removeAttribute('checked');
  });
  copy.querySelectorAll('textarea').forEach((area) => (area.textContent = ''));
  return copy.querySelectorAll(ROW_SELECTOR).length;
}
