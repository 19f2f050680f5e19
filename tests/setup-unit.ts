import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { fakeBrowser } from 'wxt/testing/fake-browser';

// A busy 2-core machine can take over a second to load a lazy chunk (the calendar) or settle a query: wait
// for up to 5 s before a findBy gives up.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});
