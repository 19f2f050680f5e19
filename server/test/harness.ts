import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../src/server.ts';
import type { ServerOptions } from '../src/options.ts';

export interface Harness {
  server: RunningServer;
  base: string;
  /** fetch against /api/v1 with an optional bearer token and JSON body. */
  call(
    method: string,
    p: string,
    o?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Like call() but parses JSON; bodies are `any` because tests poke at arbitrary response shapes. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are checked field by field
  json<T = any>(
    method: string,
    p: string,
    o?: { token?: string; body?: unknown },
  ): Promise<{ status: number; body: T; res: Response }>;
  /** Registers and logs in a user; returns its token and id. */
  user(name: string, opts?: { long?: boolean }): Promise<{ token: string; id: number; cookie: string }>;
  close(): Promise<void>;
}

/** Starts a real listening server on a random port with a fresh temp data dir. */
export async function boot(opts: Partial<ServerOptions> = {}): Promise<Harness> {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'vikunja-test-'));
  const server = await startServer({ port: 0, data, web: path.join(data, 'no-web'), ...opts });
  const base = `${server.url}/api/v1`;
  const call: Harness['call'] = (method, p, o = {}) =>
    fetch(base + p, {
      method,
      headers: {
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.body !== undefined || o.raw !== undefined ? { 'content-type': 'application/json' } : {}),
        ...o.headers,
      },
      body: o.raw ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined),
    });
  const json: Harness['json'] = async (method, p, o) => {
    const res = await call(method, p, o);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, res };
  };
  const user: Harness['user'] = async (name, uo = {}) => {
    const reg = await json('POST', '/register', {
      body: { username: name, email: `${name}@example.com`, password: 'password123' },
    });
    if (reg.status !== 200) throw new Error(`register ${name}: ${reg.status} ${JSON.stringify(reg.body)}`);
    const res = await call('POST', '/login', {
      body: { username: name, password: 'password123', long_token: !!uo.long },
    });
    const body = (await res.json()) as { token: string };
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return { token: body.token, id: reg.body.id as number, cookie };
  };
  return {
    server,
    base,
    call,
    json,
    user,
    close: async () => {
      await server.close();
      fs.rmSync(data, { recursive: true, force: true });
    },
  };
}
