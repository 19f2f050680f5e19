import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';
import {
  buildWorld,
  malformedRows,
  send,
  UNKNOWN,
  type BodyRoute,
  type Table,
  type World,
} from './bad-input-fixture.ts';

/**
 * Bad inputs against the account, sharing and settings groups: auth and user settings, teams, user/team
 * and link shares, saved filters, subscriptions, webhooks, API and CalDAV tokens, notifications.
 * Each row names the status and Vikunja code it must answer; none may be a 500.
 */

const p = (w: World) => `/projects/${w.project}`;

const bodyRoutes: Record<string, BodyRoute> = {
  register: ['POST', () => '/register'],
  login: ['POST', () => '/login'],
  'change password': ['POST', () => '/user/password'],
  'change email': ['POST', () => '/user/settings/email'],
  'general settings': ['POST', () => '/user/settings/general'],
  'avatar provider': ['POST', () => '/user/settings/avatar'],
  'request password reset': ['POST', () => '/user/password/token'],
  'reset password': ['POST', () => '/user/password/reset'],
  'confirm email': ['POST', () => '/user/confirm'],
  'request deletion': ['POST', () => '/user/deletion/request'],
  'disable TOTP': ['POST', () => '/user/settings/totp/disable'],
  'create team': ['PUT', () => '/teams'],
  'update team': ['POST', (w) => `/teams/${w.team}`],
  'add team member': ['PUT', (w) => `/teams/${w.team}/members`],
  'share with user': ['PUT', (w) => `${p(w)}/users`],
  'share with team': ['PUT', (w) => `${p(w)}/teams`],
  'create link share': ['PUT', (w) => `${p(w)}/shares`],
  'create saved filter': ['PUT', () => '/filters'],
  'update saved filter': ['POST', (w) => `/filters/${w.filter}`],
  'create webhook': ['PUT', (w) => `${p(w)}/webhooks`],
  'update webhook': ['POST', (w) => `${p(w)}/webhooks/${w.webhook}`],
  'create API token': ['PUT', () => '/tokens'],
  'mark notification': ['POST', (w) => `/notifications/${w.notification}`],
};

const rows: Table = {
  ...malformedRows(bodyRoutes),
  // Auth and the user's own settings (1004 no credentials, 1005 no user, 1011 wrong password, 1013/1014 empty passwords).
  'register: username is a number': {
    method: 'POST',
    path: () => '/register',
    who: 'anon',
    body: () => ({ username: 7, email: 'n@example.com', password: 'password123' }),
    want: [400, 2002],
  },
  'register: nothing given': {
    method: 'POST',
    path: () => '/register',
    who: 'anon',
    body: () => ({}),
    want: [400, 2002],
  },
  'login: nothing given': { method: 'POST', path: () => '/login', who: 'anon', body: () => ({}), want: [412, 1004] },
  'login: password is a number': {
    method: 'POST',
    path: () => '/login',
    who: 'anon',
    body: () => ({ username: 'alice', password: 12345678 }),
    want: [400, 2002],
  },
  'login: long_token is a string': {
    method: 'POST',
    path: () => '/login',
    who: 'anon',
    body: () => ({ username: 'alice', password: 'password123', long_token: 'yes' }),
    want: [400, 2002],
  },
  'change password: nothing given': {
    method: 'POST',
    path: () => '/user/password',
    body: () => ({}),
    want: [412, 1013],
  },
  'change password: no old password': {
    method: 'POST',
    path: () => '/user/password',
    body: () => ({ new_password: 'password456' }),
    want: [412, 1014],
  },
  'change email: wrong password': {
    method: 'POST',
    path: () => '/user/settings/email',
    body: () => ({ new_email: 'a2@example.com', password: 'nope' }),
    want: [412, 1011],
  },
  'general settings: week start is a string': {
    method: 'POST',
    path: () => '/user/settings/general',
    body: () => ({ week_start: 'monday' }),
    want: [400, 2002],
  },
  'general settings: week start out of range': {
    method: 'POST',
    path: () => '/user/settings/general',
    body: () => ({ week_start: 9 }),
    want: [400, 2002],
  },
  'general settings: unknown default project': {
    method: 'POST',
    path: () => '/user/settings/general',
    body: () => ({ default_project_id: UNKNOWN }),
    want: [404, 3001],
  },
  'general settings: bad timezone': {
    method: 'POST',
    path: () => '/user/settings/general',
    body: () => ({ timezone: 'Mars/Olympus' }),
    want: [400, 1025],
  },
  'avatar provider: unknown': {
    method: 'POST',
    path: () => '/user/settings/avatar',
    body: () => ({ avatar_provider: 'clown' }),
    want: [400, 1018],
  },
  'reset password: nothing given': {
    method: 'POST',
    path: () => '/user/password/reset',
    who: 'anon',
    body: () => ({}),
    want: [412, 1013],
  },
  'reset password: no token': {
    method: 'POST',
    path: () => '/user/password/reset',
    who: 'anon',
    body: () => ({ new_password: 'password456' }),
    want: [412, 1008],
  },
  'reset password: unknown token': {
    method: 'POST',
    path: () => '/user/password/reset',
    who: 'anon',
    body: () => ({ new_password: 'password456', token: 'nope' }),
    want: [412, 1009],
  },
  'confirm email: unknown token': {
    method: 'POST',
    path: () => '/user/confirm',
    who: 'anon',
    body: () => ({ token: 'nope' }),
    want: [412, 1010],
  },
  'request deletion: no password': {
    method: 'POST',
    path: () => '/user/deletion/request',
    body: () => ({}),
    want: [412, 1014],
  },
  'enable TOTP: not enrolled': {
    method: 'POST',
    path: () => '/user/settings/totp/enable',
    body: () => ({ passcode: '123456' }),
    want: [412, 1016],
  },
  'link share auth: unknown hash': {
    method: 'POST',
    path: () => '/shares/nope/auth',
    who: 'anon',
    body: () => ({}),
    want: [404, 3006],
  },
  // Teams (6001 empty name, 6002 missing, 6004 already a member).
  'create team: no name': {
    method: 'PUT',
    path: () => '/teams',
    body: () => ({ description: 'd' }),
    want: [400, 6001],
  },
  'create team: name is a number': {
    method: 'PUT',
    path: () => '/teams',
    body: () => ({ name: 3 }),
    want: [400, 2002],
  },
  'create team: is_public is a string': {
    method: 'PUT',
    path: () => '/teams',
    body: () => ({ name: 'x', is_public: 'true' }),
    want: [400, 2002],
  },
  'update team: unknown id': {
    method: 'POST',
    path: () => `/teams/${UNKNOWN}`,
    body: () => ({ name: 'x' }),
    want: [404, 6002],
  },
  'update team: no name': { method: 'POST', path: (w) => `/teams/${w.team}`, body: () => ({}), want: [400, 6001] },
  'delete team: unknown id': { method: 'DELETE', path: () => `/teams/${UNKNOWN}`, want: [404, 6002] },
  'add team member: nobody named': {
    method: 'PUT',
    path: (w) => `/teams/${w.team}/members`,
    body: () => ({}),
    want: [404, 1005],
  },
  'add team member: username is a number': {
    method: 'PUT',
    path: (w) => `/teams/${w.team}/members`,
    body: () => ({ username: 5 }),
    want: [400, 2002],
  },
  'add team member: unknown user': {
    method: 'PUT',
    path: (w) => `/teams/${w.team}/members`,
    body: () => ({ username: 'nobody' }),
    want: [404, 1005],
  },
  'add team member: already a member': {
    method: 'PUT',
    path: (w) => `/teams/${w.team}/members`,
    body: () => ({ username: 'alice' }),
    want: [409, 6004],
  },
  'add team member: unknown team': {
    method: 'PUT',
    path: () => `/teams/${UNKNOWN}/members`,
    body: () => ({ username: 'bob' }),
    want: [404, 6002],
  },
  'toggle team admin: unknown user': {
    method: 'POST',
    path: (w) => `/teams/${w.team}/members/nobody/admin`,
    want: [404, 1005],
  },
  // User and team shares (7002 already shared, 7003 no access, 9001 bad permission, 6003/6006).
  'share with user: nobody named': {
    method: 'PUT',
    path: (w) => `${p(w)}/users`,
    body: () => ({ permission: 0 }),
    want: [404, 1005],
  },
  'share with user: unknown user': {
    method: 'PUT',
    path: (w) => `${p(w)}/users`,
    body: () => ({ username: 'nobody', permission: 0 }),
    want: [404, 1005],
  },
  'share with user: permission out of range': {
    method: 'PUT',
    path: (w) => `${p(w)}/users`,
    body: () => ({ username: 'bob', permission: 3 }),
    want: [400, 9001],
  },
  'share with user: permission is a string': {
    method: 'PUT',
    path: (w) => `${p(w)}/users`,
    body: () => ({ username: 'bob', permission: 'admin' }),
    want: [400, 2002],
  },
  'share with user: with the owner': {
    method: 'PUT',
    path: (w) => `${p(w)}/users`,
    body: () => ({ username: 'alice', permission: 0 }),
    want: [409, 7002],
  },
  'share with user: unknown project': {
    method: 'PUT',
    path: () => `/projects/${UNKNOWN}/users`,
    body: () => ({ username: 'bob', permission: 0 }),
    want: [404, 3001],
  },
  'update user share: not shared': {
    method: 'POST',
    path: (w) => `${p(w)}/users/bob`,
    body: () => ({ permission: 1 }),
    want: [404, 7003],
  },
  'delete user share: unknown user': { method: 'DELETE', path: (w) => `${p(w)}/users/nobody`, want: [404, 1005] },
  'share with team: no team': {
    method: 'PUT',
    path: (w) => `${p(w)}/teams`,
    body: () => ({ permission: 0 }),
    want: [404, 6002],
  },
  'share with team: team id is a string': {
    method: 'PUT',
    path: (w) => `${p(w)}/teams`,
    body: (w) => ({ team_id: String(w.team), permission: 0 }),
    want: [400, 2002],
  },
  'share with team: unknown team': {
    method: 'PUT',
    path: (w) => `${p(w)}/teams`,
    body: () => ({ team_id: UNKNOWN, permission: 0 }),
    want: [404, 6002],
  },
  'share with team: permission out of range': {
    method: 'PUT',
    path: (w) => `${p(w)}/teams`,
    body: (w) => ({ team_id: w.team, permission: -1 }),
    want: [400, 9001],
  },
  'update team share: not shared': {
    method: 'POST',
    path: (w) => `${p(w)}/teams/${w.team}`,
    body: () => ({ permission: 1 }),
    want: [404, 6006],
  },
  'delete team share: not shared': { method: 'DELETE', path: (w) => `${p(w)}/teams/${UNKNOWN}`, want: [404, 6006] },
  // Link shares (3006 missing share).
  'create link share: permission is a string': {
    method: 'PUT',
    path: (w) => `${p(w)}/shares`,
    body: () => ({ permission: 'read' }),
    want: [400, 2002],
  },
  'create link share: permission out of range': {
    method: 'PUT',
    path: (w) => `${p(w)}/shares`,
    body: () => ({ permission: 5 }),
    want: [400, 9001],
  },
  'create link share: name is a number': {
    method: 'PUT',
    path: (w) => `${p(w)}/shares`,
    body: () => ({ permission: 0, name: 1 }),
    want: [400, 2002],
  },
  'create link share: unknown project': {
    method: 'PUT',
    path: () => `/projects/${UNKNOWN}/shares`,
    body: () => ({ permission: 0 }),
    want: [404, 3001],
  },
  'delete link share: unknown id': { method: 'DELETE', path: (w) => `${p(w)}/shares/${UNKNOWN}`, want: [404, 3006] },
  // Saved filters (11001 missing; a filter that does not parse answers its filter code).
  'create saved filter: no title': {
    method: 'PUT',
    path: () => '/filters',
    body: () => ({ filters: { filter: 'done = true' } }),
    want: [400, 2002],
  },
  'create saved filter: filters is a string': {
    method: 'PUT',
    path: () => '/filters',
    body: () => ({ title: 'x', filters: 'done = true' }),
    want: [400, 2002],
  },
  'create saved filter: filter text is a number': {
    method: 'PUT',
    path: () => '/filters',
    body: () => ({ title: 'x', filters: { filter: 5 } }),
    want: [400, 2002],
  },
  'create saved filter: unknown field': {
    method: 'PUT',
    path: () => '/filters',
    body: () => ({ title: 'x', filters: { filter: 'colour = red' } }),
    want: [400, 4016],
  },
  'update saved filter: unknown id': {
    method: 'POST',
    path: () => `/filters/${UNKNOWN}`,
    body: () => ({ title: 'x', filters: { filter: '' } }),
    want: [404, 11001],
  },
  'delete saved filter: unknown id': { method: 'DELETE', path: () => `/filters/${UNKNOWN}`, want: [404, 11001] },
  // Subscriptions (12001 bad entity, 12002 already subscribed, 12003 missing).
  'subscribe: unknown entity kind': {
    method: 'PUT',
    path: (w) => `/subscriptions/planet/${w.task}`,
    want: [400, 12001],
  },
  'subscribe: unknown task': { method: 'PUT', path: () => `/subscriptions/task/${UNKNOWN}`, want: [404, 4002] },
  'subscribe: unknown project': { method: 'PUT', path: () => `/subscriptions/project/${UNKNOWN}`, want: [404, 3001] },
  'unsubscribe: not subscribed': {
    method: 'DELETE',
    path: (w) => `/subscriptions/task/${w.task2}`,
    want: [404, 12003],
  },
  // Webhooks (Vikunja has no code for a missing webhook: 404 with a message only).
  'create webhook: no target': {
    method: 'PUT',
    path: (w) => `${p(w)}/webhooks`,
    body: () => ({ events: ['task.created'] }),
    want: [400, 2002],
  },
  'create webhook: target is a number': {
    method: 'PUT',
    path: (w) => `${p(w)}/webhooks`,
    body: () => ({ target_url: 80, events: ['task.created'] }),
    want: [400, 2002],
  },
  'create webhook: unknown event': {
    method: 'PUT',
    path: (w) => `${p(w)}/webhooks`,
    body: () => ({ target_url: 'http://127.0.0.1:9/h', events: ['task.exploded'] }),
    want: [400, 2002],
  },
  'create webhook: events is a string': {
    method: 'PUT',
    path: (w) => `${p(w)}/webhooks`,
    body: () => ({ target_url: 'http://127.0.0.1:9/h', events: 'task.created' }),
    want: [400, 2002],
  },
  'create webhook: unknown project': {
    method: 'PUT',
    path: () => `/projects/${UNKNOWN}/webhooks`,
    body: () => ({ target_url: 'http://127.0.0.1:9/h', events: ['task.created'] }),
    want: [404, 3001],
  },
  'update webhook: unknown id': {
    method: 'POST',
    path: (w) => `${p(w)}/webhooks/${UNKNOWN}`,
    body: () => ({ events: ['task.created'] }),
    want: [404, undefined],
  },
  'delete webhook: unknown id': {
    method: 'DELETE',
    path: (w) => `${p(w)}/webhooks/${UNKNOWN}`,
    want: [404, undefined],
  },
  // API tokens (14001 missing token, 14002 bad permission group).
  'create API token: no title': {
    method: 'PUT',
    path: () => '/tokens',
    body: () => ({ permissions: { tasks: ['read_all'] } }),
    want: [400, 2002],
  },
  'create API token: title is a number': {
    method: 'PUT',
    path: () => '/tokens',
    body: () => ({ title: 1, permissions: { tasks: ['read_all'] } }),
    want: [400, 2002],
  },
  'create API token: no permissions': {
    method: 'PUT',
    path: () => '/tokens',
    body: () => ({ title: 't' }),
    want: [400, 14002],
  },
  'create API token: unknown group': {
    method: 'PUT',
    path: () => '/tokens',
    body: () => ({ title: 't', permissions: { spaceships: ['fly'] } }),
    want: [400, 14002],
  },
  'create API token: bad expiry': {
    method: 'PUT',
    path: () => '/tokens',
    body: () => ({ title: 't', permissions: { tasks: ['read_all'] }, expires_at: 'never' }),
    want: [400, 2002],
  },
  'delete API token: unknown id': { method: 'DELETE', path: () => `/tokens/${UNKNOWN}`, want: [404, 14001] },
  // CalDAV tokens and notifications (neither has a not-found code in Vikunja).
  'delete CalDAV token: unknown id': {
    method: 'DELETE',
    path: () => `/user/settings/token/caldav/${UNKNOWN}`,
    want: [404, undefined],
  },
  'mark notification: read is a string': {
    method: 'POST',
    path: (w) => `/notifications/${w.notification}`,
    body: () => ({ read: 'yes' }),
    want: [400, 2002],
  },
  'mark notification: unknown id': {
    method: 'POST',
    path: () => `/notifications/${UNKNOWN}`,
    body: () => ({ read: true }),
    want: [404, undefined],
  },
  "mark notification: someone else's": {
    method: 'POST',
    path: (w) => `/notifications/${w.notification}`,
    who: 'bob',
    body: () => ({ read: true }),
    want: [403, 1],
  },
};

describe('bad inputs: accounts, teams, sharing, filters, hooks, tokens, notifications', () => {
  let h: Harness;
  let w: World;
  beforeAll(async () => {
    h = await boot({ caldav: true });
    w = await buildWorld(h);
    await h.json('PUT', `/subscriptions/task/${w.task}`, { token: w.alice });
  });
  afterAll(() => h.close());

  it.each(Object.entries(rows))('%s', async (_name, row) => {
    const got = await send(h, w, row);
    expect([got.status, got.code], got.text).toEqual(row.want);
  });

  it('the table stays large enough to mean something', () => {
    expect(Object.keys(rows).length).toBeGreaterThan(110);
  });
});
