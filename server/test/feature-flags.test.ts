import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';
import type { ServerOptions } from '../src/options.ts';

/**
 * Every server feature switch, off and on. Vikunja does not register the routes of a switched-off
 * feature, so they answer echo's plain `404 {"message":"Not Found"}` (no code); /info reports each switch.
 * A route "exists" when it answers anything else (a 404 with a code, such as 4002, is a real answer).
 */

interface Ctx {
  token: string;
  project: number;
  task: number;
}
type Route = [method: string, path: (c: Ctx) => string, body?: unknown];

const oauth = { enable: true, clientId: 'client', clientSecret: 'secret', redirectUrl: '' };

const on: Partial<ServerOptions> = {
  registration: true,
  totp: true,
  linkSharing: true,
  attachments: true,
  comments: true,
  caldav: true,
  demoMode: true,
  userDeletion: true,
  publicTeams: true,
  webhooks: true,
  emailReminders: true,
  testingToken: 'tt',
  migrationTodoist: oauth,
};
const off: Partial<ServerOptions> = {
  registration: false,
  totp: false,
  linkSharing: false,
  attachments: false,
  comments: false,
  caldav: false,
  demoMode: false,
  userDeletion: false,
  publicTeams: false,
  webhooks: false,
  emailReminders: false,
  testingToken: '',
};

/** Each switch: its /info field (a path into the JSON) and the routes that exist only while it is on. */
const switches: Record<string, { info: string[]; routes: Route[] }> = {
  registration: {
    info: ['auth', 'local', 'registration_enabled'],
    routes: [['POST', () => '/register', { username: 'newbie', email: 'newbie@example.com', password: 'password123' }]],
  },
  totp: {
    info: ['totp_enabled'],
    routes: [
      ['GET', () => '/user/settings/totp'],
      ['POST', () => '/user/settings/totp/enroll'],
      ['POST', () => '/user/settings/totp/enable', { passcode: '1' }],
      ['POST', () => '/user/settings/totp/disable', { password: 'x' }],
      ['GET', () => '/user/settings/totp/qrcode'],
    ],
  },
  linkSharing: {
    info: ['link_sharing_enabled'],
    routes: [
      ['GET', (c) => `/projects/${c.project}/shares`],
      ['PUT', (c) => `/projects/${c.project}/shares`, { permission: 0 }],
      ['GET', (c) => `/projects/${c.project}/shares/1`],
      ['DELETE', (c) => `/projects/${c.project}/shares/1`],
      ['POST', () => '/shares/somehash/auth', {}],
    ],
  },
  attachments: {
    info: ['task_attachments_enabled'],
    routes: [
      ['GET', (c) => `/tasks/${c.task}/attachments`],
      ['PUT', (c) => `/tasks/${c.task}/attachments`],
      ['GET', (c) => `/tasks/${c.task}/attachments/1`],
      ['DELETE', (c) => `/tasks/${c.task}/attachments/1`],
    ],
  },
  comments: {
    info: ['task_comments_enabled'],
    routes: [
      ['GET', (c) => `/tasks/${c.task}/comments`],
      ['PUT', (c) => `/tasks/${c.task}/comments`, { comment: 'hi' }],
      ['GET', (c) => `/tasks/${c.task}/comments/1`],
      ['POST', (c) => `/tasks/${c.task}/comments/1`, { comment: 'x' }],
      ['DELETE', (c) => `/tasks/${c.task}/comments/1`],
    ],
  },
  userDeletion: {
    info: ['user_deletion_enabled'],
    routes: [
      ['POST', () => '/user/deletion/request', { password: 'nope' }],
      ['POST', () => '/user/deletion/confirm', { token: 'x' }],
      ['POST', () => '/user/deletion/cancel', { password: 'nope' }],
    ],
  },
  webhooks: {
    info: ['webhooks_enabled'],
    routes: [
      ['GET', (c) => `/projects/${c.project}/webhooks`],
      [
        'PUT',
        (c) => `/projects/${c.project}/webhooks`,
        { target_url: 'http://127.0.0.1:9/h', events: ['task.created'] },
      ],
      ['POST', (c) => `/projects/${c.project}/webhooks/999`, { events: ['task.created'] }],
      ['DELETE', (c) => `/projects/${c.project}/webhooks/999`],
      ['GET', () => '/webhooks/events'],
      ['GET', () => '/user/settings/webhooks'],
      ['GET', () => '/user/settings/webhooks/events'],
    ],
  },
  todoistMigrator: {
    info: [],
    routes: [
      ['GET', () => '/migration/todoist/auth'],
      ['GET', () => '/migration/todoist/status'],
      ['POST', () => '/migration/todoist/migrate', { code: 'x' }],
    ],
  },
  testingEndpoints: { info: [], routes: [['PATCH', () => '/test/users', []]] },
  // Switches that only change what /info says (or behaviour tested elsewhere: public teams in permissions.test.ts).
  demoMode: { info: ['demo_mode_enabled'], routes: [] },
  emailReminders: { info: ['email_reminders_enabled'], routes: [] },
  publicTeams: { info: ['public_teams_enabled'], routes: [] },
  caldav: { info: ['caldav_enabled'], routes: [] },
};

async function setUp(h: Harness): Promise<Ctx> {
  const { token } = await h.user('alice');
  const project = (await h.json('PUT', '/projects', { token, body: { title: 'P' } })).body.id as number;
  const task = (await h.json('PUT', `/projects/${project}/tasks`, { token, body: { title: 'T' } })).body.id as number;
  return { token, project, task };
}

async function routeMissing(h: Harness, c: Ctx, [method, path, body]: Route): Promise<boolean> {
  const res = await h.call(method, path(c), { token: c.token || undefined, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  expect(res.status, `${method} ${path(c)}: ${text}`).not.toBe(500);
  return res.status === 404 && text === JSON.stringify({ message: 'Not Found' });
}

const dig = (o: unknown, keys: string[]): unknown =>
  keys.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);

describe('feature switches', () => {
  let hOn: Harness;
  let hOff: Harness;
  let hNoReg: Harness;
  let cOn: Ctx;
  let cOff: Ctx;
  beforeAll(async () => {
    [hOn, hOff, hNoReg] = await Promise.all([boot(on), boot({ ...off, registration: true }), boot(off)]);
    [cOn, cOff] = await Promise.all([setUp(hOn), setUp(hOff)]);
  });
  afterAll(() => Promise.all([hOn.close(), hOff.close(), hNoReg.close()]));

  it.each(Object.entries(switches))(
    '%s: /info reports it and its routes exist only while it is on',
    async (name, s) => {
      // The registration switch is off only on its own server (the other "off" server needs accounts).
      const [offH, offC] = name === 'registration' ? [hNoReg, { token: '', project: 1, task: 1 }] : [hOff, cOff];
      if (s.info.length) {
        expect(dig((await hOn.json('GET', '/info')).body, s.info)).toBe(true);
        expect(dig((await offH.json('GET', '/info')).body, s.info)).toBe(false);
      }
      for (const route of s.routes) {
        expect(await routeMissing(hOn, cOn, route), `on: ${route[0]} ${route[1](cOn)}`).toBe(false);
        expect(await routeMissing(offH, offC, route), `off: ${route[0]} ${route[1](offC)}`).toBe(true);
      }
    },
  );

  it('the OAuth importers are listed in /info only when configured', async () => {
    expect((await hOn.json('GET', '/info')).body.available_migrators).toContain('todoist');
    expect((await hOff.json('GET', '/info')).body.available_migrators).toEqual(['vikunja-file', 'ticktick']);
  });

  it('CalDAV off only changes /info: Vikunja keeps the CalDAV token routes registered either way', async () => {
    // Vikunja gates only its /dav and /.well-known/caldav routes on service.enablecaldav; the token
    // routes under /user/settings/token/caldav are registered unconditionally, so clients can manage tokens.
    for (const [h, c] of [
      [hOn, cOn],
      [hOff, cOff],
    ] as const) {
      const made = await h.json('PUT', '/user/settings/token/caldav', { token: c.token });
      expect(made.status).toBe(200);
      expect((await h.json('GET', '/user/settings/token/caldav', { token: c.token })).body).toHaveLength(1);
      expect((await h.json('DELETE', `/user/settings/token/caldav/${made.body.id}`, { token: c.token })).status).toBe(
        200,
      );
    }
  });

  it('with TOTP switched off, an account that enabled it signs in without a passcode', async () => {
    const { id } = await hOn.user('gina');
    hOn.server.db.prepare("UPDATE users SET totp_enabled = 1, totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = ?").run(id);
    const login = { body: { username: 'gina', password: 'password123' } };
    expect((await hOn.json('POST', '/login', login)).body.code).toBe(1017);
    // Options are read per request, so the switch can be flipped on the same data.
    hOn.server.state.opts.totp = false;
    try {
      expect((await hOn.json('POST', '/login', login)).status).toBe(200);
    } finally {
      hOn.server.state.opts.totp = true;
    }
  });

  it('with registration switched off, existing accounts still sign in', async () => {
    await hOn.user('early');
    hOn.server.state.opts.registration = false;
    try {
      expect((await hOn.json('POST', '/login', { body: { username: 'early', password: 'password123' } })).status).toBe(
        200,
      );
      expect(
        (
          await hOn.json('POST', '/register', {
            body: { username: 'late', email: 'late@example.com', password: 'password123' },
          })
        ).status,
      ).toBe(404);
    } finally {
      hOn.server.state.opts.registration = true;
    }
  });
});
