// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { countChecklistItems, setChecklistItem } from './checklist';

const item = (checked: boolean, text: string, nested = '') =>
  `<li data-checked="${checked}" data-type="taskItem"><label><input type="checkbox"${checked ? ' checked="checked"' : ''}><span></span></label><div><p>${text}</p>${nested}</div></li>`;
const list = (...items: string[]) => `<ul data-type="taskList">${items.join('')}</ul>`;

describe('checklist', () => {
  it.each([
    ['<p>none</p>', 0],
    [list(item(false, 'a'), item(true, 'b')), 2],
    [list(item(false, 'a', list(item(false, 'a1')))), 2],
  ])('%s has %s items', (html, n) => expect(countChecklistItems(html)).toBe(n));

  it.each([
    [list(item(false, 'a'), item(false, 'b')), 1, true, list(item(false, 'a'), item(true, 'b'))],
    [list(item(true, 'a')), 0, false, list(item(false, 'a'))],
    // A nested item is counted in document order; its parent's box stays as it was.
    [list(item(false, 'a', list(item(false, 'a1')))), 1, true, list(item(false, 'a', list(item(true, 'a1'))))],
    [
      `<p>intro <strong>bold</strong></p>${list(item(false, 'a'))}`,
      0,
      true,
      `<p>intro <strong>bold</strong></p>${list(item(true, 'a'))}`,
    ],
  ])('%s: item %s → %s', (html, index, checked, expected) =>
    expect(setChecklistItem(html, index, checked)).toBe(expected),
  );

  it('is null for an item that is not there', () => {
    expect(setChecklistItem(list(item(false, 'a')), 3, true)).toBeNull();
  });
});
