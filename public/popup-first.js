/* global document */
// The popup's first script, run before any of the app's code has loaded: when the last popup was signed in
// (src/platform/popup-first.ts keeps that mark), show the quick-add field and focus it. Typed text stays in
// the field until the app takes it over.
(function () {
  var box = document.getElementById('popup-first');
  var field = document.getElementById('popup-add');
  if (!box || !field || localStorage.getItem('vikunja.popupSignedIn') !== '1') return;
  field.setAttribute('aria-label', localStorage.getItem('vikunja.popupFieldLabel') || '');
  field.placeholder = localStorage.getItem('vikunja.popupFieldPlaceholder') || '';
  box.hidden = false;
  field.focus();
  // npm run bench reads this: navigation start → the field focused and taking typing, inside the page.
  performance.mark('vikunja:popup-field-ready');
})();
