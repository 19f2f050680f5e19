/** Elements that start a new paragraph when a comment is turned back into text. */
const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'BLOCKQUOTE',
  'PRE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'TR',
  'UL',
  'OL',
  'TABLE',
]);

function collect(node: Node, out: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) out.push(child.textContent ?? '');
    else if (child instanceof Element) {
      if (child.tagName === 'BR') out.push('\n');
      else if (BLOCKS.has(child.tagName)) {
        out.push('\n\n');
        collect(child, out);
        out.push('\n\n');
      } else collect(child, out);
    }
  }
}

/**
 * A stored comment (HTML) as the plain text the comment box edits: paragraphs become blank lines, line
 * breaks new lines. Parsed in an inert document, so nothing in it runs or loads.
 */
export function commentToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  collect(doc.body, out);
  return out
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
