import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './client';
import { browserTimezone, filterTimezone, listAllTasks, listViewTasks } from './tasks';

function recordingClient() {
  const urls: URL[] = [];
  const fetch = (input: RequestInfo | URL) => {
    urls.push(new URL(String(input)));
    return Promise.resolve(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
  };
  return { client: createClient({ baseUrl: () => 'http://vikunja.test/api/v1', token: () => 't', fetch }), urls };
}

afterEach(() => vi.restoreAllMocks());

describe('filterTimezone', () => {
  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['  America/New_York ', 'America/New_York'],
    ['', 'Pacific/Auckland'],
    [null, 'Pacific/Auckland'],
    [undefined, 'Pacific/Auckland'],
  ])('setting %j → %s', (setting, zone) => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'Pacific/Auckland' } as Intl.ResolvedDateTimeFormatOptions);
    expect(filterTimezone(setting)).toBe(zone);
  });
});

describe('task list queries', () => {
  it('send the given filter time zone and expand', async () => {
    const { client, urls } = recordingClient();
    await listViewTasks(client, 3, 9, { filter: 'due_date < now/d', filterTimezone: 'Asia/Tokyo', expand: 'subtasks', sortBy: ['position', 'id'] });
    const params = urls[0]!.searchParams;
    expect(urls[0]!.pathname).toBe('/api/v1/projects/3/views/9/tasks');
    expect(params.get('filter_timezone')).toBe('Asia/Tokyo');
    expect(params.get('expand')).toBe('subtasks');
    expect(params.getAll('sort_by[]')).toEqual(['position', 'id']);
  });

  it("fall back to the browser's zone, so the server never works in its own", async () => {
    const { client, urls } = recordingClient();
    await listAllTasks(client, '/tasks', { s: 'milk' });
    await listViewTasks(client, 3, 9);
    for (const url of urls) expect(url.searchParams.get('filter_timezone')).toBe(browserTimezone());
    expect(urls[0]!.searchParams.has('expand')).toBe(false);
  });
});
