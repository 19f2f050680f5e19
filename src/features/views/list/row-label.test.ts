import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { withTitle } from './row-label';

async function instance(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    resources: {
      en: { translation: { move: 'Move “{{title}}”', twice: '{{title}} and {{title}}', plain: 'Tasks' } },
      de: { translation: { move: '„{{title}}“ verschieben' } },
    },
  });
  return i18n;
}

describe('withTitle', () => {
  it.each([
    ['en', 'move', 'Call the bank', 'Move “Call the bank”'],
    ['en', 'move', 'Costs $& and $1 <b>', 'Move “Costs $& and $1 <b>”'],
    ['en', 'move', '', 'Move “”'],
    ['en', 'twice', 'A', 'A and A'],
    ['en', 'plain', 'A', 'Tasks'],
    ['de', 'move', 'Bank anrufen', '„Bank anrufen“ verschieben'],
    ['de', 'twice', 'B', 'B and B'],
  ])('%s %s with %j is %j, as t() says', async (lng, key, title, expected) => {
    const i18n = await instance(lng);
    const t = i18n.t.bind(i18n);
    expect(withTitle(t, key, title)).toBe(expected);
    expect(withTitle(t, key, title)).toBe(t(key, { title }));
  });

  it('a new t (another language) reads the key again', async () => {
    const en = await instance('en');
    const de = await instance('de');
    expect(withTitle(en.t.bind(en), 'move', 'X')).toBe('Move “X”');
    expect(withTitle(de.t.bind(de), 'move', 'X')).toBe('„X“ verschieben');
  });
});
