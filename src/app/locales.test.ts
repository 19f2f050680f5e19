import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(__dirname, '../../locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf string by its dotted key. */
function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (value === null || typeof value !== 'object') return { [prefix]: String(value) };
  return Object.assign(
    {},
    ...Object.entries(value as Record<string, unknown>).map(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k)),
  );
}

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? ''))].sort();
const load = (file: string): Record<string, string> => leaves(JSON.parse(readFileSync(join(dir, file), 'utf8')));
const en = load('en.json');
const others = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json');
const baseKeys = (strings: Record<string, string>) =>
  [...new Set(Object.keys(strings).map((k) => k.replace(PLURAL, '')))].sort();

/** The plural forms a language needs: exactly the categories its CLDR rules define. */
const categories = (language: string) => [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

describe('locales', () => {
  it('ships about 28 languages', () => expect(others.length).toBeGreaterThanOrEqual(26));

  it.each(others)('%s has exactly the keys of en.json (plural forms aside)', (file) => {
    expect(baseKeys(load(file))).toEqual(baseKeys(en));
  });

  it.each(others)('%s has every plural form its language needs, and no other', (file) => {
    const strings = load(file);
    const language = file.replace(/\.json$/, '');
    const plurals = [
      ...new Set(
        Object.keys(en)
          .filter((k) => PLURAL.test(k))
          .map((k) => k.replace(PLURAL, '')),
      ),
    ];
    for (const base of plurals) {
      const forms = Object.keys(strings)
        .filter((k) => k.replace(PLURAL, '') === base && PLURAL.test(k))
        .map((k) => PLURAL.exec(k)?.[1])
        .sort();
      expect(forms, `${language} ${base}`).toEqual(categories(language));
    }
  });

  it.each(others)('%s keeps the {{placeholders}} of en.json', (file) => {
    for (const [key, text] of Object.entries(load(file))) {
      if (PLURAL.test(key)) {
        const english = en[key.replace(PLURAL, '_other')] ?? '';
        expect(
          placeholders(text).every((p) => placeholders(english).includes(p)),
          `${file} ${key}`,
        ).toBe(true);
      } else {
        expect(placeholders(text), `${file} ${key}`).toEqual(placeholders(en[key] ?? ''));
      }
    }
  });

  it.each(others)('%s is translated, not a copy of English', (file) => {
    const strings = load(file);
    const same = Object.keys(en).filter((k) => strings[k] === en[k] && /[a-z]{4,}/i.test(en[k] ?? ''));
    expect(same.length / Object.keys(en).length).toBeLessThan(0.1);
  });
});
