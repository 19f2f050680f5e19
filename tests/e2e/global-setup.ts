import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/src/server.ts';
import { startWebProxy } from '../../scripts/web-proxy.ts';
import { fetchPatiently } from './fixtures-remote.ts';
import { startFirefoxLintEarly } from './firefox-lint.ts';

export const TESTING_TOKEN = 'e2e-testing-token';

/** The releases the local server imitates; `2` runs every spec, the others the release-dependent ones. */
export const COMPATS = ['2', '1', '0.24'] as const;

/** `E2E_SERVER_URL` for compat 2, `E2E_SERVER_URL_1`, `E2E_SERVER_URL_0_24` for the others. */
const suffix = (compat: string): string => (compat === '2' ? '' : `_${compat.replace('.', '_')}`);

/**
 * Against `E2E_API`: the web build served locally with a same-origin proxy to that server. Otherwise
 * one local server per imitated release for the whole run, on random ports with throwaway data.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const external = process.env.E2E_API?.replace(/\/+$/, '');
  if (external) {
    const response = await fetchPatiently(`${external}/info`, {});
    if (!response.ok)
      throw new Error(`E2E_API: ${external}/info answered ${response.status}; is that a Vikunja API address?`);
    const info = (await response.json()) as {
      version?: string;
      registration_enabled?: boolean;
      auth?: { local?: { registration_enabled?: boolean } };
    };
    const registration = info.auth?.local?.registration_enabled ?? info.registration_enabled ?? true;
    const proxy = await startWebProxy({ upstream: external, web: 'dist/web' });
    process.env.E2E_SERVER_URL = proxy.url;
    process.env.E2E_SERVER_VERSION = info.version ?? '';
    console.log(
      `End-to-end tests against ${external} (Vikunja ${info.version ?? 'of unknown version'}), served at ${proxy.url}.`,
    );
    if (!registration && !process.env.E2E_USER) {
      throw new Error(
        'Registration is off on that server: set E2E_USER and E2E_PASSWORD to an existing account the tests may use.',
      );
    }
    return () => proxy.close();
  }
  const stopLint = startFirefoxLintEarly();
  // The extension's pages call the server from chrome-extension:// (before a host permission is granted they
  // are bound by CORS), which a server lets in only when its cors.origins names them, as a real Vikunja would.
  const servers = await Promise.all(
    COMPATS.map(async (compat) => {
      const data = mkdtempSync(join(tmpdir(), `vikunja-e2e-${compat}-`));
      const server = await startServer({
        port: 0,
        host: '127.0.0.1',
        data,
        testingToken: TESTING_TOKEN,
        web: 'dist/web',
        compat,
        corsOrigins: ['chrome-extension://*'],
      });
      process.env[`E2E_SERVER_URL${suffix(compat)}`] = server.url;
      process.env[`E2E_DATA_DIR${suffix(compat)}`] = data;
      return server;
    }),
  );
  return async () => {
    stopLint();
    await Promise.all(servers.map((s) => s.close()));
  };
}
