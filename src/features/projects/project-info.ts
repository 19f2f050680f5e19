/** Editors leave an empty paragraph behind when the text is cleared; that counts as no description. */
const EMPTY_MARKUP = /^(?:<p>\s*(?:<br\s*\/?>)?\s*<\/p>|\s)*$/i;

/** Whether a project has a description worth an info button. */
export function hasDescription(description: string | null | undefined): boolean {
  return typeof description === 'string' && !EMPTY_MARKUP.test(description);
}
