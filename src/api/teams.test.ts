import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { listTeams } from './teams';

function recorder() {
  const urls: string[] = [];
  const client = createClient({
    baseUrl: () => 'http://h/api/v1',
    token: () => 't',
    fetch: async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify([{ id: 1, name: 'A' }]), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, urls };
}

describe('listTeams', () => {
  it('asks for public teams only when told to', async () => {
    const { client, urls } = recorder();
    await listTeams(client);
    await listTeams(client, true);
    expect(urls).toEqual(['http://h/api/v1/teams?page=1', 'http://h/api/v1/teams?include_public=true&page=1']);
  });
});
