/**
 * The letters that stand for a person when their picture cannot be shown: the first letters of the first
 * and last word of their name, else the first letter of their username; upper case, whole characters.
 */
export function initials(name: string | null | undefined, username: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const letters =
    words.length > 1
      ? first(words[0]) + first(words[words.length - 1])
      : first(words[0]) || first(username.replace(/^@/, ''));
  return letters.toLocaleUpperCase() || '?';
}
