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
 * The API URLs to probe for what a person typed, in this order:
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
    // Plain http only where it stays on this machine or a private network.
    if (url.protocol === 'http:' && !isLocalOrPrivateHost(url.hostname)) continue;
    const base = normaliseApiUrl(url.origin + url.pathname);
    const withPort = new URL(base);
    if (withPort.port === '') withPort.port = FALLBACK_PORT;
    const portBase = normaliseApiUrl(withPort.origin + withPort.pathname);
    const suffix = (u: string) => (u.endsWith(API_SUFFIX) ? u : u + API_SUFFIX);
    out.push(base, suffix(base), portBase, suffix(portBase));
  }
  return [...new Set(out)];
}

const PRIVATE_SUFFIXES = ['.localhost', '.local', '.lan', '.home.arpa', '.internal'];

/** This machine: localhost, 127.0.0.0/8, ::1. Plain http there needs no warning. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Where plain http:// is acceptable (with a warning, except on this machine): loopback, private and
 * link-local addresses (IPv4 and IPv6), carrier-grade NAT (as Tailscale uses), and names that only
 * resolve inside a network (single labels like "nas", .local, .lan, .home.arpa, .internal).
 */
export function isLocalOrPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLoopbackHost(host)) return true;
  if (host.includes(':')) return /^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host);
  const parts = host.split('.');
  if (parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) {
    const [a = 0, b = 0] = parts.map(Number);
    return (
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  return (parts.length === 1 && host !== '') || PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** Whether to warn about a stored address: plain http anywhere but this machine (private networks are allowed, not safe). */
export function warnsPlainHttp(apiUrl: string | null | undefined): boolean {
  try {
    const url = new URL(apiUrl ?? '');
    return url.protocol === 'http:' && !isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

/** True when someone typed an explicit http:// address of a public host: refused, it would send passwords in the clear. */
export function plainHttpRefused(input: string): boolean {
  try {
    const url = new URL(normaliseApiUrl(input));
    return url.protocol === 'http:' && !isLocalOrPrivateHost(url.hostname);
  } catch {
    return false;
  }
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
