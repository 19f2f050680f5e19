/**
 * The host permission pattern for a server: scheme and host, any port. Firefox refuses a port in a match
 * pattern (the grant would never match), and Chrome reads a missing port as any port.
 */
export function originPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

/** The distinct patterns for some addresses, in their order. */
export function originPatterns(origins: string | string[]): string[] {
  return [...new Set((Array.isArray(origins) ? origins : [origins]).map(originPattern))];
}
