import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import { projectDisplayTitle } from './project-title';

let t: TFunction;
let tDe: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { en: { translation: en }, de: { translation: de } }, lng: 'en' });
  t = i18n.getFixedT('en');
  tDe = i18n.getFixedT('de');
});

describe('projectDisplayTitle', () => {
  it.each([
    [{ id: -1, title: 'Favorites' }, 'Favourites', 'Favoriten'],
    [{ id: 3, title: 'Inbox' }, 'Inbox', 'Eingang'],
    [{ id: 4, title: 'inbox' }, 'inbox', 'inbox'],
    [{ id: 5, title: 'Garden' }, 'Garden', 'Garden'],
    [{ id: -2, title: 'My filter' }, 'My filter', 'My filter'],
  ])('%j', (project, english, german) => {
    expect(projectDisplayTitle(project, t)).toBe(english);
    expect(projectDisplayTitle(project, tDe)).toBe(german);
  });
});
