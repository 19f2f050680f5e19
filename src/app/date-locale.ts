import type { Locale } from 'date-fns';

/**
 * date-fns locales for the shipped languages. English is date-fns's own default (no locale given), so the
 * first load carries none; every other one is its own small chunk, loaded with the translation (see
 * loadLanguage) so formatting never waits.
 */
const loaders: Record<string, () => Promise<Locale>> = {
  ar: () => import('date-fns/locale/ar').then((m) => m.ar),
  bg: () => import('date-fns/locale/bg').then((m) => m.bg),
  cs: () => import('date-fns/locale/cs').then((m) => m.cs),
  da: () => import('date-fns/locale/da').then((m) => m.da),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  es: () => import('date-fns/locale/es').then((m) => m.es),
  fi: () => import('date-fns/locale/fi').then((m) => m.fi),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  he: () => import('date-fns/locale/he').then((m) => m.he),
  hr: () => import('date-fns/locale/hr').then((m) => m.hr),
  hu: () => import('date-fns/locale/hu').then((m) => m.hu),
  it: () => import('date-fns/locale/it').then((m) => m.it),
  ja: () => import('date-fns/locale/ja').then((m) => m.ja),
  ko: () => import('date-fns/locale/ko').then((m) => m.ko),
  lt: () => import('date-fns/locale/lt').then((m) => m.lt),
  nb: () => import('date-fns/locale/nb').then((m) => m.nb),
  nl: () => import('date-fns/locale/nl').then((m) => m.nl),
  pl: () => import('date-fns/locale/pl').then((m) => m.pl),
  pt: () => import('date-fns/locale/pt').then((m) => m.pt),
  'pt-BR': () => import('date-fns/locale/pt-BR').then((m) => m.ptBR),
  ru: () => import('date-fns/locale/ru').then((m) => m.ru),
  sl: () => import('date-fns/locale/sl').then((m) => m.sl),
  sv: () => import('date-fns/locale/sv').then((m) => m.sv),
  tr: () => import('date-fns/locale/tr').then((m) => m.tr),
  uk: () => import('date-fns/locale/uk').then((m) => m.uk),
  vi: () => import('date-fns/locale/vi').then((m) => m.vi),
  'zh-CN': () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
};

const loaded = new Map<string, Locale | undefined>([['en', undefined]]);
let current: Locale | undefined;

/** Loads (once) and selects the date-fns locale of a shipped language code; unknown codes select English. */
export async function selectDateLocale(language: string): Promise<void> {
  if (!loaded.has(language)) {
    const load = loaders[language];
    loaded.set(language, load ? await load().catch(() => undefined) : undefined);
  }
  current = loaded.get(language);
}

/**
 * The date-fns locale of the current UI language, for `format`, `formatDistance` and friends; undefined for
 * English, which date-fns (and react-day-picker) use when given none.
 */
export function dateLocale(): Locale | undefined {
  return current;
}

export function hasDateLocale(language: string): boolean {
  return language === 'en' || language in loaders;
}
