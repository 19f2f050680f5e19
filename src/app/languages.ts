/**
 * The languages the product ships: code (the locale file's name) → the language's own name, in the order
 * the language picker shows them. Pure data and resolution, no i18next here, so tests and the popup share it.
 */
export const LANGUAGES: Record<string, string> = {
  en: 'English',
  ar: 'العربية',
  bg: 'Български',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  he: 'עברית',
  hr: 'Hrvatski',
  hu: 'Magyar',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  lt: 'Lietuvių',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  sl: 'Slovenščina',
  sv: 'Svenska',
  tr: 'Türkçe',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
};

const RTL = new Set(['ar', 'he']);

/** Primary subtags that should map onto a shipped language of another code. */
const ALIASES: Record<string, string> = { no: 'nb', nn: 'nb', zh: 'zh-CN', iw: 'he' };

const byLowerCase = new Map(Object.keys(LANGUAGES).map((code) => [code.toLowerCase(), code]));

/**
 * The shipped language for a requested tag ("pt-br", "de_CH", "zh-Hant-TW", "nb-NO"): the exact code first,
 * then the primary subtag or its alias, else English.
 */
export function resolveLanguage(requested: string | undefined | null): string {
  const tag = (requested ?? '').trim().replace(/_/g, '-').toLowerCase();
  const exact = byLowerCase.get(tag);
  if (exact) return exact;
  const primary = tag.split('-')[0] ?? '';
  return byLowerCase.get(primary) ?? ALIASES[primary] ?? 'en';
}

/**
 * How a Vikunja server names each shipped language (its region tags; English is plain "en"). The account's
 * language is saved in this form, which the server checks on registration and in the general settings.
 */
export const SERVER_LANGUAGES: Record<string, string> = {
  en: 'en',
  ar: 'ar-SA',
  bg: 'bg-BG',
  cs: 'cs-CZ',
  da: 'da-DK',
  de: 'de-DE',
  es: 'es-ES',
  fi: 'fi-FI',
  fr: 'fr-FR',
  he: 'he-IL',
  hr: 'hr-HR',
  hu: 'hu-HU',
  it: 'it-IT',
  ja: 'ja-JP',
  ko: 'ko-KR',
  lt: 'lt-LT',
  nb: 'no-NO',
  nl: 'nl-NL',
  pl: 'pl-PL',
  pt: 'pt-PT',
  'pt-BR': 'pt-BR',
  ru: 'ru-RU',
  sl: 'sl-SI',
  sv: 'sv-SE',
  tr: 'tr-TR',
  uk: 'uk-UA',
  vi: 'vi-VN',
  'zh-CN': 'zh-CN',
};

/** Languages a Vikunja server knows that this app does not ship (another client may have saved them). */
const OTHER_SERVER_TAGS = ['ca-ES', 'de-swiss', 'el-GR', 'eo-UY', 'fa-IR', 'sk-SK', 'sr-CS', 'zh-TW'];

/** Every language tag a Vikunja server accepts for an account (exact spelling); shared with the local server. */
export const SERVER_LANGUAGE_TAGS: readonly string[] = [...Object.values(SERVER_LANGUAGES), ...OTHER_SERVER_TAGS];

/** The server's tag for a language in either form ("de", "de-DE", "de_CH"); unknown ones become English. */
export function toServerLanguage(language: string | undefined | null): string {
  return SERVER_LANGUAGES[resolveLanguage(language)] ?? 'en';
}

export function textDirection(language: string): 'rtl' | 'ltr' {
  return RTL.has(resolveLanguage(language)) ? 'rtl' : 'ltr';
}
