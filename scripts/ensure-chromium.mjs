// Finds the browsers the end-to-end tests drive (neither Playwright nor puppeteer downloads one here):
// Chromium (CHROMIUM_PATH, else Debian's chromium) and Firefox ESR (FIREFOX_PATH, else Debian's firefox-esr).
// Installs Debian's package when it can (root with apt-get), else says the one command.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CHROMIUM = { name: 'Chromium', envVar: 'CHROMIUM_PATH', path: '/usr/bin/chromium', pkg: 'chromium' };
const FIREFOX = { name: 'Firefox ESR', envVar: 'FIREFOX_PATH', path: '/usr/bin/firefox-esr', pkg: 'firefox-esr' };
export const INSTALL_COMMAND = `sudo apt-get install -y ${CHROMIUM.pkg}`;

/** The browser's path from its variable, else Debian's, or null. */
function findBrowser(browser, env, exists) {
  const wanted = env[browser.envVar];
  if (wanted) return exists(wanted) ? wanted : null;
  return exists(browser.path) ? browser.path : null;
}

/** The Chromium to use, or null. */
export function findChromium(env = process.env, exists = existsSync) {
  return findBrowser(CHROMIUM, env, exists);
}

/** The Firefox ESR to use, or null. */
export function findFirefox(env = process.env, exists = existsSync) {
  return findBrowser(FIREFOX, env, exists);
}

/** Returns the browser's path, installing Debian's package first when it is missing and this process may. */
function ensureBrowser(browser) {
  const found = findBrowser(browser, process.env, existsSync);
  if (found) return found;
  const wanted = process.env[browser.envVar];
  if (wanted) throw new Error(`${browser.envVar}=${wanted} does not exist.`);
  const command = `sudo apt-get install -y ${browser.pkg}`;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `The end-to-end tests need Debian's ${browser.name}. Install it with:\n\n  ${command}\n\n(or point ${browser.envVar} at one), then run npm test again.`,
    );
  }
  console.log(`Installing Debian's ${browser.pkg} for the end-to-end tests (apt-get install ${browser.pkg})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', browser.pkg], { stdio: 'inherit', env });
  const installed = findBrowser(browser, process.env, existsSync);
  if (!installed) throw new Error(`apt-get finished but ${browser.path} is missing; install it with: ${command}`);
  return installed;
}

export function ensureChromium() {
  return ensureBrowser(CHROMIUM);
}

export function ensureFirefox() {
  return ensureBrowser(FIREFOX);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureChromium();
    ensureFirefox();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
