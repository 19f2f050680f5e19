import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';

/** What one opening's page recorded, counted from its navigation start (null: the field was never marked). */
export interface Opening {
  focused: number | null;
  loaded: number;
  committed: number;
  parsed: number;
  firstScript: number | null;
}

/** The command line a running browser was started with, found by a word only it has (its profile's path). */
export function browserCommandLine(marker: string): string[] | null {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    } catch {
      continue;
    }
    if (args.some((a) => a.includes(marker)) && !args.some((a) => a.startsWith('--type='))) return args;
  }
  return null;
}

/**
 * Opens the popup page `count` times in the same browser, started again with the same profile and switches but
 * with no DevTools client attached while the page loads (as a person's click on the toolbar icon opens it): each
 * page is made at its address over the DevTools protocol, and only read, after it has loaded, by attaching then.
 * So neither the harness's pause of a new page for its setup, its own script world, nor the swap from the
 * about:blank page Playwright makes first lands inside the page's timeline.
 */
export async function openUnattached(commandLine: string[], profile: string, url: string, count: number) {
  const [executable = '', ...switches] = commandLine;
  const args = switches.filter((a) => !a.startsWith('--remote-debugging-pipe') && !/^(about:blank|data:)/.test(a));
  const portFile = join(profile, 'DevToolsActivePort');
  rmSync(portFile, { force: true });
  const browser = spawn(executable, [...args, '--remote-debugging-port=0'], { stdio: 'ignore' });
  try {
    for (let waited = 0; !existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2; waited += 50) {
      if (waited > 20_000) throw new Error('the browser never opened its DevTools port');
      await sleep(50);
    }
    const [port, path] = readFileSync(portFile, 'utf8').split('\n');
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    let next = 0;
    const waiting = new Map<number, (message: { result?: Record<string, unknown>; error?: unknown }) => void>();
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: Record<string, unknown>; error?: unknown };
      if (message.id !== undefined) waiting.get(message.id)?.(message);
    });
    const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const id = ++next;
        waiting.set(id, (message) =>
          message.error ? reject(new Error(JSON.stringify(message.error))) : resolve(message.result ?? {}),
        );
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      });
    // The extension's worker starts with the browser; give it and the first renderer a moment, as a person would.
    await sleep(2000);
    const openings: Opening[] = [];
    for (let i = 0; i < count; i++) {
      const { targetId } = (await send('Target.createTarget', { url })) as { targetId: string };
      await sleep(1000);
      const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
      const { result } = (await send(
        'Runtime.evaluate',
        {
          returnByValue: true,
          expression: `(() => {
            const nav = performance.getEntriesByType('navigation')[0];
            const field = document.getElementById('popup-add');
            const mark = performance.getEntriesByName('vikunja:popup-field-ready')[0];
            return {
              focused: mark && field && !field.readOnly ? mark.startTime : null,
              loaded: nav.loadEventEnd,
              committed: performance.timing.domLoading - performance.timing.navigationStart,
              parsed: nav.domInteractive,
              firstScript: performance.getEntriesByName('vikunja:popup-first-run')[0]?.startTime ?? null,
            };
          })()`,
        },
        sessionId,
      )) as { result: { value: Opening } };
      openings.push(result.value);
      await send('Target.closeTarget', { targetId });
    }
    socket.close();
    return openings;
  } finally {
    browser.kill();
    await new Promise((resolve) => browser.once('exit', resolve));
  }
}
