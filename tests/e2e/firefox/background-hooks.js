/* global browser */
// Loaded before background.js in the Firefox test build only (`VIKUNJA_TEST_BUILD=1`, see wxt.config.ts).
// A real context-menu click cannot be automated, so this keeps every listener the worker registers for
// menu clicks and lets a test page call them with the click data the browser would pass.
const menuListeners = [];
const onClicked = browser.contextMenus.onClicked;
const addListener = onClicked.addListener.bind(onClicked);
onClicked.addListener = (listener) => {
  menuListeners.push(listener);
  addListener(listener);
};

globalThis.__vikunjaTest = {
  /** Runs the registered menu listeners as a click on menu item `info.menuItemId` in `tab` would. */
  clickMenu(info, tab) {
    if (menuListeners.length === 0) throw new Error('no context-menu listener registered');
    for (const listener of menuListeners) listener(info, tab);
  },
};
