import DOMPurify from 'dompurify';

const SAFE_URL = /^(?:https?:|mailto:)/i;

let configured = false;

/** Registers the link rules once: only http(s)/mailto URLs, and links never reach back to the app. */
function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
    }
    if (node.tagName === 'A') {
      node.setAttribute('rel', 'noopener noreferrer');
      node.setAttribute('target', '_blank');
    }
  });
}

/** Sanitises user HTML: no scripts, handlers, styles, forms or frames; links only http(s)/mailto. */
export function sanitizeHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea', 'select'],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOW_DATA_ATTR: false,
    // Task lists keep their checked state for display (the editor's own markup).
    ADD_ATTR: ['target', 'data-type', 'data-checked'],
  });
}
