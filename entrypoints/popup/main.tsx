// Styles come with the page, so the field popup-first.js shows is drawn as the app draws it; the app's code
// (React, i18n, the parser) loads after that field takes typing.
import '@/popup/popup.css';

void import('@/popup/boot').then(({ bootPopup }) => bootPopup(document.getElementById('root')!));
