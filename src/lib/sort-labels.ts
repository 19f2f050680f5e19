/** Labels in title order, as a task shows them; case and accents ignored, the input left alone. */
export function sortLabels<L extends { title: string; id: number }>(labels: readonly L[], locale?: string): L[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...labels].sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
}
