import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  resolveLanguage,
  SERVER_LANGUAGE_TAGS,
  SERVER_LANGUAGES,
  textDirection,
  toServerLanguage,
} from './languages';

describe('resolveLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['de-DE', 'de'],
    ['de_CH', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['pt-PT', 'pt'],
    ['pt', 'pt'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['nb-NO', 'nb'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['iw', 'he'],
    ['he-IL', 'he'],
    ['ja-JP', 'ja'],
    ['xx', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['  FR-ca ', 'fr'],
  ])('%s → %s', (requested, expected) => {
    expect(resolveLanguage(requested)).toBe(expected);
  });
});

describe('textDirection', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['en', 'ltr'],
    ['ja', 'ltr'],
  ])('%s is %s', (language, dir) => expect(textDirection(language)).toBe(dir));
});

describe('LANGUAGES', () => {
  const files = readdirSync(join(__dirname, '../../locales'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''));

  it('lists exactly the locale files that exist', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual(files.sort());
  });

  it('names every language in its own script, not in English', () => {
    for (const [code, name] of Object.entries(LANGUAGES)) {
      if (code !== 'en') expect(name, code).not.toMatch(/^(English|German|French|Spanish|Japanese)$/);
    }
  });
});

describe('toServerLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['de', 'de-DE'],
    ['de-DE', 'de-DE'],
    ['de-swiss', 'de-DE'],
    ['fr', 'fr-FR'],
    ['pt', 'pt-PT'],
    ['pt-BR', 'pt-BR'],
    ['zh-CN', 'zh-CN'],
    ['nb', 'no-NO'],
    ['no-NO', 'no-NO'],
    ['ar', 'ar-SA'],
    ['he', 'he-IL'],
    ['ja', 'ja-JP'],
    ['ko', 'ko-KR'],
    ['sv', 'sv-SE'],
    ['da', 'da-DK'],
    ['sl', 'sl-SI'],
    ['uk', 'uk-UA'],
    ['vi', 'vi-VN'],
    ['xx', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('%s → %s', (language, tag) => {
    expect(toServerLanguage(language)).toBe(tag);
  });

  it('maps every shipped language, and back again', () => {
    expect(Object.keys(SERVER_LANGUAGES).sort()).toEqual(Object.keys(LANGUAGES).sort());
    for (const [code, tag] of Object.entries(SERVER_LANGUAGES)) {
      expect(resolveLanguage(tag), tag).toBe(code);
      expect(SERVER_LANGUAGE_TAGS, tag).toContain(tag);
    }
  });

  it('reads an account saved in either form (de-DE by another client, de by an older version of this one)', () => {
    expect(resolveLanguage('de-DE')).toBe('de');
    expect(resolveLanguage('de')).toBe('de');
    expect(resolveLanguage('no-NO')).toBe('nb');
  });
});
