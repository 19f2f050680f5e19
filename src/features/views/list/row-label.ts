import type { TFunction } from 'i18next';

/** Stands for the title in a key's text; no title contains it. */
const MARK = '\u0000';
const texts = new WeakMap<TFunction, Map<string, string>>();

/**
 * `t(key, { title })` for labels drawn once a row: the key's text is looked up once for each `t` (a new language
 * or new resources give a new one), then each row's title is put in, which costs far less than a translation.
 */
export function withTitle(t: TFunction, key: string, title: string): string {
  let byKey = texts.get(t);
  if (!byKey) texts.set(t, (byKey = new Map()));
  let text = byKey.get(key);
  if (text === undefined) byKey.set(key, (text = t(key, { title: MARK })));
  return text.split(MARK).join(title);
}
