/* global document, window */
// The popup's first script, run before any of the app's code has loaded: when the last popup was signed in
// (src/platform/popup-first.ts keeps that mark), show the quick-add field and focus it. Typed text stays in
// the field until the app takes it over.
(function () {
  var self = document.currentScript;
  try {
    var box = document.getElementById('popup-first');
    var field = document.getElementById('popup-add');
    if (box && field && localStorage.getItem('vikunja.popupSignedIn') === '1') {
      field.setAttribute('aria-label', localStorage.getItem('vikunja.popupFieldLabel') || '');
      field.placeholder = localStorage.getItem('vikunja.popupFieldPlaceholder') || '';
      // The app's add button, shown (inactive) where the app draws it; none from before it was kept.
      var add = box.querySelector('button');
      var submit = localStorage.getItem('vikunja.popupFieldSubmit');
      if (add && submit) {
        add.textContent = submit;
        add.hidden = false;
      }
      // As in the app's field, Enter never types a newline (one task per add).
      field.addEventListener('keydown', function (event) {
        if (event.key === 'Enter') event.preventDefault();
      });
      box.hidden = false;
      field.focus();
      // npm run bench reads this: navigation start → the field focused and taking typing, inside the page.
      performance.mark('vikunja:popup-field-ready');
    }
  } catch {
    // Storage refused: the app draws its own field.
  }
  // The app's code (named by the build in data-app and data-preload) is asked for once the page has loaded:
  // a browser shows an extension popup only at its load event, which the app's scripts would hold back.
  var app = self && self.getAttribute('data-app');
  if (!app) return;
  function start() {
    var preload = (self.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.src = app;
    document.head.appendChild(script);
  }
  // A task after the load event, so the load (and the popup showing) never waits for these requests either.
  var later = function () {
    window.setTimeout(start, 0);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
})();
