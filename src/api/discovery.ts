const API_SUFFIX = '/api/v1';
const FALLBACK_PORT = '3456';

function withScheme(input: string): string[] {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(input)) return [input];
  return [`https://${input}`, `http://${input}`];
}

/** Removes trailing slashes; the stored API URL never ends with one. */
export function normaliseApiUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/**
 * The API URLs to probe for what a person typed, in the spec's order:
 * as given, with /api/v1 added, with port 3456, then both.
 */
export function candidateApiUrls(input: string): string[] {
  const trimmed = normaliseApiUrl(input);
  if (trimmed === '') return [];
  const out: string[] = [];
  for (const full of withScheme(trimmed)) {
    let url: URL;
    try {
      url = new URL(full);
    } catch {
      continue;
    }
    const base = normaliseApiUrl(url.origin + url.pathname);
    const withPort = new URL(base);
    if (withPort.port === '') withPort.port = FALLBACK_PORT;
    const portBase = normaliseApiUrl(withPort.origin + withPort.pathname);
    const suffix = (u: string) => (u.endsWith(API_SUFFIX) ? u : u + API_SUFFIX);
    out.push(base, suffix(base), portBase, suffix(portBase));
  }
  return [...new Set(out)];
}

/** Whether http:// is acceptable without a warning: loopback and private networks only. */
export function isLocalOrPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return false;
  const [a = 0, b = 0] = parts;
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/** Probes candidates in order with `probe` (which resolves when /info answers like Vikunja). */
export async function discoverApiUrl<T>(
  input: string,
  probe: (apiUrl: string) => Promise<T>,
): Promise<{ apiUrl: string; info: T }> {
  let lastError: unknown = new Error('no candidate');
  for (const apiUrl of candidateApiUrls(input)) {
    try {
      return { apiUrl, info: await probe(apiUrl) };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
