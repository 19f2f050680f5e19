import { describe, expect, it } from 'vitest';
import { findApi } from '../../scripts/find-api';

/** A fetch that answers `/info` with a version only at the given API bases. */
function serverAt(...apis: string[]): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    const hit = apis.some((api) => url === `${api}/info`);
    return new Response(hit ? JSON.stringify({ version: 'v1.1.0' }) : '<html>app</html>', { status: 200 });
  }) as typeof fetch;
}

describe('findApi', () => {
  const cases: Array<[string, string[], string]> = [
    ['https://tasks.example.org', ['https://tasks.example.org/api/v1'], 'https://tasks.example.org/api/v1'],
    ['https://tasks.example.org/', ['https://tasks.example.org/api/v1'], 'https://tasks.example.org/api/v1'],
    ['https://tasks.example.org/api/v1/', ['https://tasks.example.org/api/v1'], 'https://tasks.example.org/api/v1'],
    ['https://example.org/vikunja', ['https://example.org/vikunja/api/v1'], 'https://example.org/vikunja/api/v1'],
    ['https://api.example.org', ['https://api.example.org'], 'https://api.example.org'],
  ];
  it.each(cases)('%s', async (address, apis, expected) => {
    expect(await findApi(address, serverAt(...apis))).toEqual({ api: expected, version: 'v1.1.0' });
  });

  it('says what it tried when nothing answers like Vikunja', async () => {
    await expect(findApi('https://example.org', serverAt())).rejects.toThrow(
      /No Vikunja API found at https:\/\/example.org \(https:\/\/example.org\/api\/v1\/info answered 200 without a Vikunja version/,
    );
  });

  it('refuses an address that is not http(s)', async () => {
    await expect(findApi('vikunja.example.org', serverAt())).rejects.toThrow(/not an http\(s\) address/);
  });
});
