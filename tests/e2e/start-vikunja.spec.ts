import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './test';
import { apiAs, inboxOf, loginInUi, registerUser, serverUrl } from './fixtures';

/** `npm start -- --vikunja URL` as a person runs it, on a free port; resolves with the app's address. */
async function startAgainst(remote: string): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--vikunja', remote], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => /in this web app at (http:\/\/\S+)/.exec(output)?.[1], { timeout: 30_000 }).toBeTruthy();
  const url = /in this web app at (http:\/\/\S+)/.exec(output)?.[1] ?? '';
  return { url, child, output: () => output };
}

test('npm start -- --vikunja URL serves the app against that server: sign in, add a task, stay signed in', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const user = await registerUser('remote');
  const inbox = await inboxOf(user.token);
  const started = await startAgainst(serverUrl());
  try {
    expect(started.output()).toMatch(/Vikunja v\d+\.\d+\.\d+ at http:\/\/\S+\/api\/v1/);
    await page.goto(`${started.url}/login`);
    await loginInUi(page, user);
    // Every API call goes to the app's own origin, which passes it on.
    const origins = new Set<string>();
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/')) origins.add(new URL(r.url()).origin);
    });

    await page.goto(`${started.url}/projects/${inbox}`);
    await page.getByLabel('New task').fill('Proxied errand');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('task-row').filter({ hasText: 'Proxied errand' })).toBeVisible();
    const tasks = await apiAs<Array<{ title: string }>>(user.token, 'GET', `/tasks?s=Proxied%20errand`);
    expect(tasks.map((t) => t.title)).toEqual(['Proxied errand']);
    expect([...origins]).toEqual([new URL(started.url).origin]);

    // The server's refresh cookie (2.x) is kept by the browser for this origin's refresh route.
    const version = String((await apiAs<{ version: string }>(user.token, 'GET', '/info')).version);
    if (/^v?2\./.test(version)) {
      // Asked for the refresh route itself: the cookie's path is scoped to it.
      const cookies = await context.cookies(`${started.url}/api/v1/user/token/refresh`);
      const refresh = cookies.find((c) => c.name === 'vikunja_refresh_token');
      expect(refresh).toMatchObject({ path: '/api/v1/user/token/refresh', httpOnly: true });
    }
    await page.reload();
    await expect(page.getByTestId('task-row').filter({ hasText: 'Proxied errand' })).toBeVisible();
  } finally {
    started.child.kill('SIGTERM');
  }
});

test('npm start -- --vikunja says so when no Vikunja answers there', async () => {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--vikunja', `${serverUrl()}/nothing-here`], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  expect(code).not.toBe(0);
  expect(output).toContain(`No Vikunja API found at ${serverUrl()}/nothing-here`);
});
