import { describe, expect, it } from 'vitest';
import { attachmentPreview } from './attachments';
import { login, openIdCallback } from './auth';
import { createClient } from './client';
import { registrationOpen } from './info';
import { getProject } from './projects';
import { getTaskWithComments, listViewTasks } from './tasks';
import type { ServerInfo } from './types';
import { featuresFor } from './version';

interface Seen {
  url: string;
  credentials: RequestCredentials | undefined;
}

/** A client whose fetch records each request and answers the given body and headers. */
function recorder(body: unknown = {}, headers: Record<string, string> = {}) {
  const seen: Seen[] = [];
  const client = createClient({
    baseUrl: () => 'http://api.test/api/v1',
    token: () => 'tok',
    fetch: async (input, init) => {
      seen.push({ url: String(input), credentials: init?.credentials });
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });
    },
  });
  return { client, seen };
}

// What each release does where they differ, as read from the servers' own route tables and models.
const RELEASES = [
  {
    version: 'v0.24.6',
    header: 'x-max-right',
    body: {},
    credentials: 'same-origin',
    expand: 'expand=subtasks',
    comments: 'expand=comments',
    preview: false,
  },
  {
    version: 'v1.1.0',
    header: 'x-max-permission',
    body: { max_permission: 0 },
    credentials: 'same-origin',
    expand: 'expand%5B%5D=subtasks',
    comments: 'expand%5B%5D=comments',
    preview: true,
  },
  {
    version: 'v2.5.0',
    header: 'x-max-permission',
    body: { max_permission: 0 },
    credentials: 'include',
    expand: 'expand=subtasks',
    comments: 'expand=comments',
    preview: true,
  },
] as const;

describe.each(RELEASES)(
  'the API layer on $version',
  ({ version, header, body, credentials, expand, comments, preview }) => {
    const f = featuresFor(version);

    it('takes a single project read permission from its header, never from its body', async () => {
      const { client } = recorder({ id: 3, title: 'P', ...body }, { [header]: '2' });
      expect((await getProject(client, 3)).maxPermission).toBe(2);
      const { client: bare } = recorder({ id: 3, title: 'P', ...body });
      expect((await getProject(bare, 3)).maxPermission).toBeUndefined();
    });

    it(`signs in with credentials "${credentials}"`, async () => {
      const { client, seen } = recorder({ token: 'jwt' });
      await login(client, { username: 'a', password: 'b' }, f);
      await openIdCallback(client, f, 'corp', 'code', 'http://app.test/auth/openid/corp');
      expect(seen.map((s) => s.credentials)).toEqual([credentials, credentials]);
    });

    it(`expands sub-tasks as ${expand}`, async () => {
      const { client, seen } = recorder([]);
      await listViewTasks(client, 1, 2, { expand: 'subtasks', expandParam: f.taskExpandParam, filterTimezone: 'UTC' });
      expect(new URL(seen[0]?.url ?? '').search).toContain(expand);
      expect(new URL(seen[0]?.url ?? '').search.split('&').filter((p) => p.startsWith('expand'))).toHaveLength(1);
    });

    it(`asks a single task for its comments as ${comments}, as its task lists are asked`, async () => {
      const { client, seen } = recorder({ id: 5, title: 'T', comment_count: 0, comments: [] });
      expect((await getTaskWithComments(client, 5, f.taskExpandParam)).comments).toEqual([]);
      expect(new URL(seen[0]?.url ?? '').search).toBe(`?${comments}`);
    });

    it(preview ? 'asks for a preview size' : 'asks for the original (the release has no previews)', async () => {
      const { client, seen } = recorder();
      await attachmentPreview(client, 4, 9, f.hasImagePreviews ? 'sm' : null);
      expect(seen[0]?.url.includes('preview_size')).toBe(preview);
    });
  },
);

describe('registrationOpen', () => {
  const info = (o: Partial<ServerInfo>): ServerInfo => ({ version: 'v', ...o }) as ServerInfo;
  it.each([
    [
      '0.24 (top level) off',
      info({
        registrationEnabled: false,
        auth: { local: { enabled: true }, openidConnect: { enabled: false, providers: null } },
      }),
      false,
    ],
    [
      '0.24 (top level) on',
      info({
        registrationEnabled: true,
        auth: { local: { enabled: true }, openidConnect: { enabled: false, providers: null } },
      }),
      true,
    ],
    [
      '1.x/2.x (auth.local) off',
      info({
        auth: {
          local: { enabled: true, registrationEnabled: false },
          openidConnect: { enabled: false, providers: null },
        },
      }),
      false,
    ],
    [
      '1.x/2.x (auth.local) on',
      info({
        auth: {
          local: { enabled: true, registrationEnabled: true },
          openidConnect: { enabled: false, providers: null },
        },
      }),
      true,
    ],
    ['not reported', info({ auth: null }), true],
  ])('%s', (_name, given, open) => expect(registrationOpen(given)).toBe(open));
});
