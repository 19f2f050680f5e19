import { showFirstPaint } from '@/platform/first-paint-show';

// Runs before the app's code, as a plain script after #root: the page's first paint shows the picture the
// last visit kept of this screen. Nothing may stop the page here: the app boots whatever is stored.
try {
  showFirstPaint();
} catch {
  // No picture, then.
}
