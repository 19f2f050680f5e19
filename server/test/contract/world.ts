import fs from 'node:fs';
import path from 'node:path';
import type { CompatMode } from '../../src/options.ts';
import { startFakeOidc, type FakeOidc } from '../fake-oidc.ts';
import { boot, type Harness } from '../harness.ts';
import { solidPng } from '../png.ts';
import { Recorder, type Body } from './recorder.ts';

export const TESTING_TOKEN = 'contract-testing';
export const PASSWORD = 'password123';

export interface Account {
  token: string;
  id: number;
  username: string;
  /** The refresh cookie of the session (compat 2). */
  cookie: string;
}

/**
 * What the contract scenario shares between its areas: the server, the recorder, and the accounts and
 * objects the early areas create for the later ones. Areas run in order within one compat mode.
 */
export interface World {
  h: Harness;
  r: Recorder;
  mode: CompatMode;
  oidc: FakeOidc;
  /** The JSON key of permission fields: "right" in 0.24, "permission" later. */
  perm: 'right' | 'permission';
  alice: Account;
  bob: Account;
  /** Alice's project with its default views, and two tasks in it. */
  project: Body;
  listView: Body;
  kanbanView: Body;
  task: Body;
  task2: Body;
  close(): Promise<void>;
}

/** Boots a server with every optional feature a contract call needs switched on. */
export async function openWorld(mode: CompatMode): Promise<World> {
  const oidc = await startFakeOidc();
  oidc.user = { sub: 'contract-1', email: 'olga@example.com', name: 'Olga', preferred_username: 'olga' };
  const oauth = { enable: true, clientId: 'contract', clientSecret: 's', redirectUrl: 'http://127.0.0.1:1/migrate' };
  const h = await boot({
    compat: mode,
    testingToken: TESTING_TOKEN,
    emailConfirmation: true,
    publicTeams: true,
    // Small enough that an attachment upload can show a per-file error (web.HTTPError).
    maxFileSize: '1MB',
    openidProviders: [oidc.provider('fake', 'Fake ID')],
    migrationTodoist: oauth,
    migrationTrello: oauth,
    migrationMicrosoftTodo: oauth,
  });
  const none = {} as Body;
  return {
    h,
    r: new Recorder(h, mode),
    mode,
    oidc,
    perm: mode === '0.24' ? 'right' : 'permission',
    alice: none,
    bob: none,
    project: none,
    listView: none,
    kanbanView: none,
    task: none,
    task2: none,
    close: async () => {
      await h.close();
      await oidc.close();
    },
  };
}

/** The newest message in the server's mailbox folder. */
export function lastMail(w: World): string {
  const dir = w.h.server.state.mailDir;
  const files = fs.readdirSync(dir).sort();
  const last = files[files.length - 1];
  return last ? fs.readFileSync(path.join(dir, last), 'utf8') : '';
}

/** A token mailed as `?<param>=<token>`. */
export function mailedToken(w: World, param: string): string {
  const token = new RegExp(`${param}=(\\S+)`).exec(lastMail(w))?.[1];
  if (!token) throw new Error(`no ${param} token in the last mail`);
  return token;
}

export const png = (name = 'image.png'): File =>
  new File([new Uint8Array(solidPng(4, 4))], name, { type: 'image/png' });

export const textFile = (name: string, text: string, type = 'text/plain'): File => new File([text], name, { type });
