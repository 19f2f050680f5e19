const collators = new Map<string | undefined, Intl.Collator>();

/** Labels in title order, as a task shows them; case and accents ignored, the input left alone. */
export function sortLabels<L extends { title: string; id: number }>(labels: readonly L[], locale?: string): L[] {
  if (labels.length < 2) return [...labels];
  // One collator a language: making one costs more than sorting a row's labels.
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })));
  return [...labels].sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
}
