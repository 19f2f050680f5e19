/**
 * Turning what a person right-clicked into a task. Everything here is untrusted page text: it is escaped
 * into the description, and only http(s) URLs become links.
 */
import { escapeHtml } from '@/lib/escape-html';

export type CaptureKind = 'page' | 'selection' | 'link';

export interface CaptureSource {
  kind: CaptureKind;
  pageTitle?: string;
  pageUrl?: string;
  selectionText?: string;
  linkUrl?: string;
  /** Chrome does not give link text to context menus; Firefox does. */
  linkText?: string;
}

export interface CaptureDraft {
  title: string;
  description: string;
}

const TITLE_MAX = 250;

/** The URL when it is plain http(s), else null (javascript:, data:, file: … never become links). */
export function safeHttpUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function clip(text: string): string {
  return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text;
}

/** A paragraph with the URL as a link when it is http(s), else as literal text. */
export function urlParagraph(raw: string | undefined): string {
  if (!raw) return '';
  const safe = safeHttpUrl(raw);
  if (!safe) return `<p>${escapeHtml(raw)}</p>`;
  const href = escapeHtml(safe);
  return `<p><a href="${href}" rel="noopener noreferrer">${href}</a></p>`;
}

/** Title and description of a capture; the title is plain text (the server stores it as such). */
export function buildCapture(source: CaptureSource): CaptureDraft {
  const url = source.kind === 'link' ? source.linkUrl : source.pageUrl;
  const fallback = oneLine(url) || 'Untitled';
  let title: string;
  let quote = '';
  switch (source.kind) {
    case 'selection':
      title = oneLine(source.selectionText) || oneLine(source.pageTitle) || fallback;
      quote =
        source.selectionText && oneLine(source.selectionText).length > TITLE_MAX
          ? `<blockquote>${escapeHtml(source.selectionText.trim())}</blockquote>`
          : '';
      break;
    case 'link':
      title = oneLine(source.linkText) || fallback;
      break;
    case 'page':
      title = oneLine(source.pageTitle) || fallback;
  }
  const from = source.kind === 'link' && source.pageUrl ? urlParagraph(source.pageUrl) : '';
  return { title: clip(title), description: `${urlParagraph(url)}${quote}${from}` };
}
