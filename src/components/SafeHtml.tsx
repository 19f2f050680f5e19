import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';
import './rich-text.css';

/**
 * The one place user-written HTML (descriptions, comments) is rendered.
 * Lint forbids dangerouslySetInnerHTML everywhere else.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // eslint-disable-next-line no-restricted-syntax -- this is the sanitising component the rule points to
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
