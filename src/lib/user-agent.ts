/** What a login session's user-agent string says: a browser and a system people know, or the string itself. */
export type DeviceName = { browser: string; os?: string } | { raw: string };

/** First match wins: browsers built on Chrome name themselves besides "Chrome", so they come first. */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Phones and tablets before the systems their strings also name (Android says "Linux", iOS "Mac OS X"). */
const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

/** How long an unknown string may stay before it is cut, with an ellipsis. */
export const RAW_MAX = 48;

function first(list: Array<[RegExp, string]>, text: string): string | undefined {
  return list.find(([pattern]) => pattern.test(text))?.[1];
}

/**
 * The browser and system a user-agent string names ("Chrome" and "Android"); a browser alone where it
 * names no system; else the string itself, trimmed and cut to RAW_MAX characters.
 */
export function deviceName(userAgent: string): DeviceName {
  const text = userAgent.trim().replace(/\s+/g, ' ');
  const browser = first(BROWSERS, text);
  if (browser) {
    const os = first(SYSTEMS, text);
    return os ? { browser, os } : { browser };
  }
  return { raw: text.length > RAW_MAX ? `${text.slice(0, RAW_MAX - 1).trimEnd()}…` : text };
}
