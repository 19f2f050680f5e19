const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Wraps user text that goes into a sentence in Unicode isolates (first-strong isolate … pop directional
 * isolate): its direction is its own, and a right-to-left override inside it ends with it instead of
 * reversing the rest of the sentence. Empty text stays empty.
 */
export function isolate(text: string): string {
  return text === '' ? '' : `${FSI}${text}${PDI}`;
}
