import { afterEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

// Pure and extension-side tests: no DOM to clean, only the fake browser's storage and listeners.
afterEach(() => {
  fakeBrowser.reset();
});
