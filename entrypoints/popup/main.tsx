// The rules of these styles that draw the first field are written into the built page
// (scripts/popup-first-paint.ts), so the field popup-first.js shows is drawn as the app draws it with nothing to
// fetch first; the whole stylesheet and the app's code (React, i18n, the parser) are asked for only after that
// field takes typing.
import '@/popup/popup.css';

void import('@/popup/boot').then(({ bootPopup }) => bootPopup(document.getElementById('root')!));
