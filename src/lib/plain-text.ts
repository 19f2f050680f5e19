/** The text of a piece of HTML, tags dropped and whitespace collapsed (for one-line previews). */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
