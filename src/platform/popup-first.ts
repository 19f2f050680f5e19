/**
 * What popup.html's first script (public/popup-first.js) reads before the app loads: whether the last popup
 * was signed in, and the quick-add field's label, placeholder and add button in the person's language. Page-local
 * storage, read synchronously; the key names are shared with that script.
 */
const SIGNED_IN = 'vikunja.popupSignedIn';
const LABEL = 'vikunja.popupFieldLabel';
const PLACEHOLDER = 'vikunja.popupFieldPlaceholder';
const SUBMIT = 'vikunja.popupFieldSubmit';

export function rememberPopupFirst(
  state: { signedIn: false } | { signedIn: true; label: string; placeholder: string; submit: string },
): void {
  try {
    localStorage.setItem(SIGNED_IN, state.signedIn ? '1' : '0');
    if (!state.signedIn) return;
    localStorage.setItem(LABEL, state.label);
    localStorage.setItem(PLACEHOLDER, state.placeholder);
    localStorage.setItem(SUBMIT, state.submit);
  } catch {
    // Storage refused (private mode, quota): the popup just draws its field with the app.
  }
}
