// Moved to src/quick-add/errors.ts; this re-export serves the popup (src/popup/) until it imports from there.
export { QuickAddError, quickAddErrorMessage, type QuickAddErrorCode } from '@/quick-add/errors';
