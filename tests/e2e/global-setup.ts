import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/src/server.ts';

export const TESTING_TOKEN = 'e2e-testing-token';

/** One local server for the whole run, on a random port with a throwaway data directory. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const data = mkdtempSync(join(tmpdir(), 'vikunja-e2e-'));
  // The extension's pages call the server from chrome-extension:// (before a host permission is granted they
  // are bound by CORS), which a server lets in only when its cors.origins names them, as a real Vikunja would.
  const server = await startServer({ port: 0, host: '127.0.0.1', data, testingToken: TESTING_TOKEN, web: 'dist/web', corsOrigins: ['chrome-extension://*'] });
  process.env.E2E_SERVER_URL = server.url;
  process.env.E2E_DATA_DIR = data;
  return () => server.close();
}
