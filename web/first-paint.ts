import { beforeApp } from '@/platform/first-paint-early';

// Runs before the app's code, as a plain script after #root: the kept cache's read and the last visit's picture
// of this screen (src/platform/first-paint-early.ts). Nothing may stop the page here: the app boots whatever
// is stored, and is never held when this script fails.
try {
  beforeApp();
} catch {
  // No picture, then.
}
