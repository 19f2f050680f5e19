const ITEM = 'li[data-type="taskItem"]';

function parse(html: string): Document {
  // DOMParser builds an inert document: nothing in it runs or loads.
  return new DOMParser().parseFromString(html, 'text/html');
}

/** How many checklist items the description has. */
export function countChecklistItems(html: string): number {
  return parse(html).querySelectorAll(ITEM).length;
}

/**
 * The description with its `index`-th checklist item (document order) ticked or unticked, in the editor's
 * own markup (`data-checked` on the item, `checked` on its box); everything else is left as written.
 * Null when there is no such item.
 */
export function setChecklistItem(html: string, index: number, checked: boolean): string | null {
  const doc = parse(html);
  const item = doc.querySelectorAll(ITEM)[index];
  if (!item) return null;
  item.setAttribute('data-checked', String(checked));
  // The item's own box only, not one of a nested list's.
  const box = Array.from(item.children)
    .flatMap((child) => (child.tagName === 'LABEL' ? Array.from(child.children) : []))
    .find((el): el is HTMLInputElement => el.tagName === 'INPUT');
  if (box) {
    if (checked) box.setAttribute('checked', 'checked');
    else box.removeAttribute('checked');
  }
  return doc.body.innerHTML;
}
