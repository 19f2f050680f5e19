/**
 * Where a Vikunja answers its API, from the address a person gives: the address itself when it is
 * the API already, else its `/api/v1`. Returns the API base and the server's version.
 */
export async function findApi(
  address: string,
  fetcher: typeof fetch = fetch,
): Promise<{ api: string; version: string }> {
  const base = address.trim().replace(/\/+$/, '');
  if (!/^https?:\/\//i.test(base))
    throw new Error(`"${address}" is not an http(s) address, for example https://vikunja.example.com`);
  const candidates = /\/api\/v1$/.test(base) ? [base] : [`${base}/api/v1`, base];
  const problems: string[] = [];
  for (const api of candidates) {
    try {
      const response = await fetcher(`${api}/info`, { headers: { accept: 'application/json' } });
      const info = response.ok ? ((await response.json().catch(() => null)) as { version?: unknown } | null) : null;
      if (info && typeof info.version === 'string') return { api, version: info.version };
      problems.push(`${api}/info answered ${response.status}${response.ok ? ' without a Vikunja version' : ''}`);
    } catch (error) {
      problems.push(`${api}/info: ${(error as Error).message}`);
    }
  }
  throw new Error(`No Vikunja API found at ${address} (${problems.join('; ')})`);
}
