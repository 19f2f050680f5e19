import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
// The English sections the app's first screens use (the shell, sign-in, errors); tree-shaken from the rest.
import * as firstScreensEnglish from './first-screens-english';
import { selectDateLocale } from './date-locale';
import { resolveLanguage, textDirection } from './languages';

export { LANGUAGES, resolveLanguage } from './languages';

// Every language but English loads on demand as its own chunk.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*.json',
  '!../../locales/en.json',
]);

/** Every section a module in the app's first load may use; a unit test holds the first load to these. */
export const BOOT_SECTIONS: Readonly<Record<string, unknown>> = { ...firstScreensEnglish };

/** All of English: the same file read as text, a module of its own, so it becomes a chunk of its own. */
const loadAllEnglish = () =>
  import('../../locales/en.json?raw').then((m) => JSON.parse(m.default) as Record<string, unknown>);

let allEnglish: Promise<Record<string, unknown>> | null = null;
const completed = new WeakSet<i18n>();
let latestCompletion: Promise<void> = Promise.resolve();

/** Resolves once the last instance made by initI18n has all of English; pages wait for it with their code. */
export const untilEnglishComplete = (): Promise<void> => latestCompletion;

/**
 * Resolves once the whole English text is in `instance` (it is asked for at boot, beside the page's
 * code). A page waits for it with its code; the first screens need only BOOT_SECTIONS.
 */
function completeEnglish(instance: i18n): Promise<void> {
  allEnglish ??= loadAllEnglish();
  return allEnglish.then((all) => {
    if (completed.has(instance)) return;
    completed.add(instance);
    instance.addResourceBundle('en', 'translation', all, true, false);
  });
}

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

/**
 * One i18next instance per context; the English of the first screens is bundled, the browser's language
 * follows. With `firstScreensOnly`, the rest of English arrives in the background (see completeEnglish);
 * otherwise it is awaited too.
 */
export async function initI18n(language?: string, { firstScreensOnly = false } = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    // A copy: adding the rest of English later merges into these objects.
    resources: { en: { translation: structuredClone(BOOT_SECTIONS) } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    // Components drawn before the rest of English arrived show it once it is added.
    react: { bindI18nStore: 'added' },
  });
  latestCompletion = completeEnglish(instance);
  if (!firstScreensOnly) await latestCompletion;
  const wanted = language ?? (typeof navigator !== 'undefined' ? navigator.language : 'en');
  await loadLanguage(instance, wanted);
  return instance;
}
