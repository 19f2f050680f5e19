/* global document, window */
// The popup's first script, run once the page is parsed and before any of the app's code has loaded: when the
// last popup was signed in (src/platform/popup-first.ts keeps that mark), show the quick-add field and focus it.
// Typed text stays in the field until the app takes it over.
(function () {
  // npm run bench reads this: navigation start → this script running (the page parsed and this file fetched).
  performance.mark('vikunja:popup-first-run');
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
  // The app's code and the whole stylesheet (named by the build in data-app, data-preload and data-css) are
  // asked for once the page has loaded: a browser shows an extension popup only at its load event, which they
  // would hold back. The app starts once the stylesheet is in, so it never draws unstyled.
  var app = self && self.getAttribute('data-app');
  if (!app) return;
  function list(name) {
    return (self.getAttribute(name) || '').split(' ').filter(Boolean);
  }
  function append(tag, props) {
    var el = document.createElement(tag);
    for (var key in props) el[key] = props[key];
    document.head.appendChild(el);
  }
  function start() {
    list('data-preload').forEach(function (href) {
      append('link', { rel: 'modulepreload', href: href });
    });
    var waiting = 1;
    function run() {
      if (--waiting === 0) append('script', { type: 'module', src: app });
    }
    list('data-css').forEach(function (href) {
      waiting++;
      append('link', { rel: 'stylesheet', href: href, onload: run, onerror: run });
    });
    run();
  }
  // A task after the load event, so the load (and the popup showing) never waits for these requests either.
  var later = function () {
    window.setTimeout(start, 0);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
})();
