import { describeBadInputs, row, UNKNOWN, type BodyRoute, type World } from './bad-input-fixture.ts';

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

const rows = {
  // Auth and the user's own settings (1004 no credentials, 1005 no user, 1011 wrong password, 1013/1014 empty passwords).
  'register: username is a number': row(
    'POST',
    '/register',
    [400, 2002],
    { username: 7, email: 'n@example.com', password: 'password123' },
    'anon',
  ),
  'register: nothing given': row('POST', '/register', [400, 2002], {}, 'anon'),
  'login: nothing given': row('POST', '/login', [412, 1004], {}, 'anon'),
  'login: password is a number': row('POST', '/login', [400, 2002], { username: 'alice', password: 12345678 }, 'anon'),
  'login: long_token is a string': row(
    'POST',
    '/login',
    [400, 2002],
    { username: 'alice', password: 'password123', long_token: 'yes' },
    'anon',
  ),
  'change password: nothing given': row('POST', '/user/password', [412, 1013], {}),
  'change password: no old password': row('POST', '/user/password', [412, 1014], { new_password: 'password456' }),
  'change email: wrong password': row('POST', '/user/settings/email', [412, 1011], {
    new_email: 'a2@example.com',
    password: 'nope',
  }),
  'general settings: week start is a string': row('POST', '/user/settings/general', [400, 2002], {
    week_start: 'monday',
  }),
  'general settings: week start out of range': row('POST', '/user/settings/general', [400, 2002], { week_start: 9 }),
  'general settings: unknown default project': row('POST', '/user/settings/general', [404, 3001], {
    default_project_id: UNKNOWN,
  }),
  'general settings: bad timezone': row('POST', '/user/settings/general', [400, 1025], { timezone: 'Mars/Olympus' }),
  'avatar provider: unknown': row('POST', '/user/settings/avatar', [400, 1018], { avatar_provider: 'clown' }),
  'reset password: nothing given': row('POST', '/user/password/reset', [412, 1013], {}, 'anon'),
  'reset password: no token': row('POST', '/user/password/reset', [412, 1008], { new_password: 'password456' }, 'anon'),
  'reset password: unknown token': row(
    'POST',
    '/user/password/reset',
    [412, 1009],
    { new_password: 'password456', token: 'nope' },
    'anon',
  ),
  'confirm email: unknown token': row('POST', '/user/confirm', [412, 1010], { token: 'nope' }, 'anon'),
  'request deletion: no password': row('POST', '/user/deletion/request', [412, 1014], {}),
  'enable TOTP: not enrolled': row('POST', '/user/settings/totp/enable', [412, 1016], { passcode: '123456' }),
  'link share auth: unknown hash': row('POST', '/shares/nope/auth', [404, 3006], {}, 'anon'),
  // Teams (6001 empty name, 6002 missing, 6004 already a member).
  'create team: no name': row('PUT', '/teams', [400, 6001], { description: 'd' }),
  'create team: name is a number': row('PUT', '/teams', [400, 2002], { name: 3 }),
  'create team: is_public is a string': row('PUT', '/teams', [400, 2002], { name: 'x', is_public: 'true' }),
  'update team: unknown id': row('POST', `/teams/${UNKNOWN}`, [404, 6002], { name: 'x' }),
  'update team: no name': row('POST', (w) => `/teams/${w.team}`, [400, 6001], {}),
  'delete team: unknown id': row('DELETE', `/teams/${UNKNOWN}`, [404, 6002]),
  'add team member: nobody named': row('PUT', (w) => `/teams/${w.team}/members`, [404, 1005], {}),
  'add team member: username is a number': row('PUT', (w) => `/teams/${w.team}/members`, [400, 2002], { username: 5 }),
  'add team member: unknown user': row('PUT', (w) => `/teams/${w.team}/members`, [404, 1005], { username: 'nobody' }),
  'add team member: already a member': row('PUT', (w) => `/teams/${w.team}/members`, [409, 6004], {
    username: 'alice',
  }),
  'add team member: unknown team': row('PUT', `/teams/${UNKNOWN}/members`, [404, 6002], { username: 'bob' }),
  'toggle team admin: unknown user': row('POST', (w) => `/teams/${w.team}/members/nobody/admin`, [404, 1005]),
  // User and team shares (7002 already shared, 7003 no access, 9001 bad permission, 6003/6006).
  'share with user: nobody named': row('PUT', (w) => `${p(w)}/users`, [404, 1005], { permission: 0 }),
  'share with user: unknown user': row('PUT', (w) => `${p(w)}/users`, [404, 1005], {
    username: 'nobody',
    permission: 0,
  }),
  'share with user: permission out of range': row('PUT', (w) => `${p(w)}/users`, [400, 9001], {
    username: 'bob',
    permission: 3,
  }),
  'share with user: permission is a string': row('PUT', (w) => `${p(w)}/users`, [400, 2002], {
    username: 'bob',
    permission: 'admin',
  }),
  'share with user: with the owner': row('PUT', (w) => `${p(w)}/users`, [409, 7002], {
    username: 'alice',
    permission: 0,
  }),
  'share with user: unknown project': row('PUT', `/projects/${UNKNOWN}/users`, [404, 3001], {
    username: 'bob',
    permission: 0,
  }),
  'update user share: not shared': row('POST', (w) => `${p(w)}/users/bob`, [404, 7003], { permission: 1 }),
  'delete user share: unknown user': row('DELETE', (w) => `${p(w)}/users/nobody`, [404, 1005]),
  'share with team: no team': row('PUT', (w) => `${p(w)}/teams`, [404, 6002], { permission: 0 }),
  'share with team: team id is a string': row(
    'PUT',
    (w) => `${p(w)}/teams`,
    [400, 2002],
    (w) => ({ team_id: String(w.team), permission: 0 }),
  ),
  'share with team: unknown team': row('PUT', (w) => `${p(w)}/teams`, [404, 6002], { team_id: UNKNOWN, permission: 0 }),
  'share with team: permission out of range': row(
    'PUT',
    (w) => `${p(w)}/teams`,
    [400, 9001],
    (w) => ({ team_id: w.team, permission: -1 }),
  ),
  'update team share: not shared': row('POST', (w) => `${p(w)}/teams/${w.team}`, [404, 6006], { permission: 1 }),
  'delete team share: not shared': row('DELETE', (w) => `${p(w)}/teams/${UNKNOWN}`, [404, 6006]),
  // Link shares (3006 missing share).
  'create link share: permission is a string': row('PUT', (w) => `${p(w)}/shares`, [400, 2002], { permission: 'read' }),
  'create link share: permission out of range': row('PUT', (w) => `${p(w)}/shares`, [400, 9001], { permission: 5 }),
  'create link share: name is a number': row('PUT', (w) => `${p(w)}/shares`, [400, 2002], { permission: 0, name: 1 }),
  'create link share: unknown project': row('PUT', `/projects/${UNKNOWN}/shares`, [404, 3001], { permission: 0 }),
  'delete link share: unknown id': row('DELETE', (w) => `${p(w)}/shares/${UNKNOWN}`, [404, 3006]),
  // Saved filters (11001 missing; a filter that does not parse answers its filter code).
  'create saved filter: no title': row('PUT', '/filters', [400, 2002], { filters: { filter: 'done = true' } }),
  'create saved filter: filters is a string': row('PUT', '/filters', [400, 2002], {
    title: 'x',
    filters: 'done = true',
  }),
  'create saved filter: filter text is a number': row('PUT', '/filters', [400, 2002], {
    title: 'x',
    filters: { filter: 5 },
  }),
  'create saved filter: unknown field': row('PUT', '/filters', [400, 4016], {
    title: 'x',
    filters: { filter: 'colour = red' },
  }),
  'update saved filter: unknown id': row('POST', `/filters/${UNKNOWN}`, [404, 11001], {
    title: 'x',
    filters: { filter: '' },
  }),
  'delete saved filter: unknown id': row('DELETE', `/filters/${UNKNOWN}`, [404, 11001]),
  // Subscriptions (12001 bad entity, 12002 already subscribed, 12003 missing).
  'subscribe: unknown entity kind': row('PUT', (w) => `/subscriptions/planet/${w.task}`, [400, 12001]),
  'subscribe: unknown task': row('PUT', `/subscriptions/task/${UNKNOWN}`, [404, 4002]),
  'subscribe: unknown project': row('PUT', `/subscriptions/project/${UNKNOWN}`, [404, 3001]),
  'unsubscribe: not subscribed': row('DELETE', (w) => `/subscriptions/task/${w.task2}`, [404, 12003]),
  // Webhooks (Vikunja has no code for a missing webhook: 404 with a message only).
  'create webhook: no target': row('PUT', (w) => `${p(w)}/webhooks`, [400, 2002], { events: ['task.created'] }),
  'create webhook: target is a number': row('PUT', (w) => `${p(w)}/webhooks`, [400, 2002], {
    target_url: 80,
    events: ['task.created'],
  }),
  'create webhook: unknown event': row('PUT', (w) => `${p(w)}/webhooks`, [400, 2002], {
    target_url: 'http://127.0.0.1:9/h',
    events: ['task.exploded'],
  }),
  'create webhook: events is a string': row('PUT', (w) => `${p(w)}/webhooks`, [400, 2002], {
    target_url: 'http://127.0.0.1:9/h',
    events: 'task.created',
  }),
  'create webhook: unknown project': row('PUT', `/projects/${UNKNOWN}/webhooks`, [404, 3001], {
    target_url: 'http://127.0.0.1:9/h',
    events: ['task.created'],
  }),
  'update webhook: unknown id': row('POST', (w) => `${p(w)}/webhooks/${UNKNOWN}`, [404, undefined], {
    events: ['task.created'],
  }),
  'delete webhook: unknown id': row('DELETE', (w) => `${p(w)}/webhooks/${UNKNOWN}`, [404, undefined]),
  // API tokens (14001 missing token, 14002 bad permission group).
  'create API token: no title': row('PUT', '/tokens', [400, 2002], { permissions: { tasks: ['read_all'] } }),
  'create API token: title is a number': row('PUT', '/tokens', [400, 2002], {
    title: 1,
    permissions: { tasks: ['read_all'] },
  }),
  'create API token: no permissions': row('PUT', '/tokens', [400, 14002], { title: 't' }),
  'create API token: unknown group': row('PUT', '/tokens', [400, 14002], {
    title: 't',
    permissions: { spaceships: ['fly'] },
  }),
  'create API token: bad expiry': row('PUT', '/tokens', [400, 2002], {
    title: 't',
    permissions: { tasks: ['read_all'] },
    expires_at: 'never',
  }),
  'delete API token: unknown id': row('DELETE', `/tokens/${UNKNOWN}`, [404, 14001]),
  // CalDAV tokens and notifications (neither has a not-found code in Vikunja).
  'delete CalDAV token: unknown id': row('DELETE', `/user/settings/token/caldav/${UNKNOWN}`, [404, undefined]),
  'mark notification: read is a string': row('POST', (w) => `/notifications/${w.notification}`, [400, 2002], {
    read: 'yes',
  }),
  'mark notification: unknown id': row('POST', `/notifications/${UNKNOWN}`, [404, undefined], { read: true }),
  "mark notification: someone else's": row(
    'POST',
    (w) => `/notifications/${w.notification}`,
    [403, 1],
    { read: true },
    'bob',
  ),
};

describeBadInputs('bad inputs: accounts, teams, sharing, filters, hooks, tokens, notifications', bodyRoutes, rows, {
  atLeast: 110,
  server: { caldav: true },
  prepare: (h, w) => h.json('PUT', `/subscriptions/task/${w.task}`, { token: w.alice }),
});
