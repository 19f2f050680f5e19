const BOX_ID = 'popup-first';

/** What was typed into popup.html's first field before the app loaded; '' when nothing or not shown. */
export function earlyFieldText(doc: Document = document): string {
  const box = doc.getElementById(BOX_ID);
  return !box || box.hidden ? '' : (box.querySelector('textarea')?.value ?? '');
}

/** Removes popup.html's first field, so the app's own field is the only one. */
export function removeEarlyField(doc: Document = document): void {
  doc.getElementById(BOX_ID)?.remove();
}
