import i18next from 'i18next';
import { resolveLanguage } from '@/app/languages';

/**
 * Only the `extension` part of each locale: a service worker cannot load chunks on demand, so these
 * are bundled, and the named import leaves the rest of every locale file out of the worker.
 */
const bundles = import.meta.glob<Record<string, unknown>>('../../locales/*.json', { eager: true, import: 'extension' });

const byLanguage = Object.fromEntries(
  Object.entries(bundles).map(([path, extension]) => [
    path.replace(/^.*\/(.+)\.json$/, '$1'),
    { translation: { extension } },
  ]),
);

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The worker's translator: the stored UI language, else the browser's; English fills any gap. */
export async function createBackgroundI18n(
  language: string | undefined,
): Promise<{ t: Translate; setLanguage: (language: string | undefined) => Promise<void> }> {
  const instance = i18next.createInstance();
  const pick = (requested: string | undefined) => resolveLanguage(requested ?? globalThis.navigator?.language);
  await instance.init({
    resources: byLanguage,
    lng: pick(language),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  return {
    t: (key, options) => instance.t(key, options) as string,
    setLanguage: async (next) => {
      await instance.changeLanguage(pick(next));
    },
  };
}
