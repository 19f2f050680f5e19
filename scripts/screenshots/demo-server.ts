import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_USER, ensureDemoAccount } from '../../server/src/demo.ts';
import { startServer, type RunningServer } from '../../server/src/server.ts';
import { client, seedDemo } from './demo-data.ts';

/** A throwaway local server serving the web build in `web`, with the demo account and its data. */
export async function startDemoServer(
  web: string,
  now: Date,
): Promise<{
  server: RunningServer;
  call: ReturnType<typeof client>;
  projectId: number;
  taskId: number;
  view: (kind: string) => string;
}> {
  const server = await startServer({ port: 0, host: '127.0.0.1', web, data: mkdtempSync(join(tmpdir(), 'vk-shots-')) });
  ensureDemoAccount(server.state);
  const apiUrl = `${server.url}/api/v1`;
  const login = (await (
    await fetch(`${apiUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_USER),
    })
  ).json()) as { token: string };
  const call = client(apiUrl, login.token);
  const { projectId, taskId } = await seedDemo(call, now);
  const views = await call<Array<{ id: number; view_kind: string }>>('GET', `/projects/${projectId}/views`);
  const view = (kind: string) => `/projects/${projectId}/${views.find((v) => v.view_kind === kind)?.id}`;
  return { server, call, projectId, taskId, view };
}
