import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import { selectDateLocale } from './date-locale';
import { resolveLanguage, textDirection } from './languages';

export { LANGUAGES, resolveLanguage } from './languages';

// Every language but English loads on demand as its own chunk.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*.json',
  '!../../locales/en.json',
]);

export async function loadLanguage(instance: i18n, language: string): Promise<void> {
  const lng = resolveLanguage(language);
  if (!instance.hasResourceBundle(lng, 'translation')) {
    const loader = loaders[`../../locales/${lng}.json`];
    if (loader) instance.addResourceBundle(lng, 'translation', (await loader()).default, true, true);
  }
  await selectDateLocale(lng);
  await instance.changeLanguage(lng);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
    document.documentElement.dir = textDirection(lng);
  }
}

/** One i18next instance per context; English is bundled, the browser's language follows. */
export async function initI18n(language?: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  const wanted = language ?? (typeof navigator !== 'undefined' ? navigator.language : 'en');
  await loadLanguage(instance, wanted);
  return instance;
}
