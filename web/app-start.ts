import { appMayStart } from '@/platform/first-paint-gate';

/** The main chunk's address: the build writes it in (vite-first-paint.ts); the dev server loads main.tsx itself. */
const APP_CHUNK: string = '__VIKUNJA_APP_CHUNK__';

// The web build's module entry: the page modulepreloads the main chunk, so it is fetched and compiled while
// the first-paint picture gets its frame, and evaluated after that frame (at once when there is no picture).
void appMayStart(window).then(() => import(APP_CHUNK));
