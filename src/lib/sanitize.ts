import DOMPurify from 'dompurify';

const SAFE_URL = /^(?:https?:|mailto:)/i;

let configured = false;

/**
 * User HTML never loads an image by itself (a remote image would tell its host who read the text and when):
 * an image becomes a link to it, labelled with its alt text or address, that the reader may choose to open.
 */
function replaceImageWithLink(img: Element): void {
  const src = img.getAttribute('src');
  const label = img.getAttribute('alt')?.trim() || src;
  if (!src || !label) {
    img.remove();
    return;
  }
  const link = img.ownerDocument.createElement('a');
  link.setAttribute('href', src);
  link.setAttribute('rel', 'noopener noreferrer');
  link.setAttribute('target', '_blank');
  link.textContent = label;
  img.replaceWith(link);
}

/** Registers the link rules once: only http(s)/mailto URLs, and links never reach back to the app. */
function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
    }
    if (node.tagName === 'IMG') replaceImageWithLink(node);
    if (node.tagName === 'A') {
      node.setAttribute('rel', 'noopener noreferrer');
      node.setAttribute('target', '_blank');
    }
  });
}

/** Sanitises user HTML: no scripts, handlers, styles, forms, frames or media that load by themselves; links only http(s)/mailto. */
export function sanitizeHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
      'textarea',
      'select',
      'video',
      'audio',
      'source',
      'picture',
      'track',
    ],
    FORBID_ATTR: ['style', 'srcset', 'background', 'poster', 'ping'],
    ALLOW_DATA_ATTR: false,
    // Task lists keep their checked state for display (the editor's own markup).
    ADD_ATTR: ['target', 'data-type', 'data-checked'],
  });
}
