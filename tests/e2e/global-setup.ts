import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/src/server.ts';

export const TESTING_TOKEN = 'e2e-testing-token';

/** One local server for the whole run, on a random port with a throwaway data directory. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const data = mkdtempSync(join(tmpdir(), 'vikunja-e2e-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', data, testingToken: TESTING_TOKEN, web: 'dist/web' });
  process.env.E2E_SERVER_URL = server.url;
  process.env.E2E_DATA_DIR = data;
  return () => server.close();
}
