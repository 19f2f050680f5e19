// Finds a Chromium for the end-to-end tests (Playwright never downloads one here): CHROMIUM_PATH, else
// Debian's chromium. Installs Debian's when it can (root with apt-get), else says the one command.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

/** The Chromium to use, or null. */
export function findChromium(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return exists(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return exists(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null;
}

/** Returns the Chromium's path, installing Debian's first when it is missing and this process may. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `The end-to-end tests need Debian's Chromium. Install it with:\n\n  ${INSTALL_COMMAND}\n\n(or point CHROMIUM_PATH at a Chromium), then run npm test again.`,
    );
  }
  console.log("Installing Debian's chromium for the end-to-end tests (apt-get install chromium)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = findChromium();
  if (!installed)
    throw new Error(`apt-get finished but ${DEBIAN_CHROMIUM} is missing; install it with: ${INSTALL_COMMAND}`);
  return installed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
