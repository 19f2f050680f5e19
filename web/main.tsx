import { bootApp } from '@/app/boot';
import { captureInstallPrompt } from '@/platform/install-prompt';
import { createWebPlatform } from '@/platform/web';
import { startWebServiceWorker } from '@/platform/web-sw';

// Before the (async) boot: the browser may offer the install prompt early.
captureInstallPrompt();
// Once the app runs: pictures of its screens for the next visit's first paint (web/first-paint.ts shows them).
void bootApp(document.getElementById('root')!, createWebPlatform()).then(() =>
  import('@/app/first-paint-writer').then((m) => m.startFirstPaintWriter()),
);
// Production only: in dev a worker would serve stale modules to Vite's dev server.
if (import.meta.env.PROD) startWebServiceWorker();
