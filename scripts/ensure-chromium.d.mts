export const INSTALL_COMMAND: string;
export function findChromium(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string | null;
export function ensureChromium(): string;
export function findFirefox(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string | null;
export function ensureFirefox(): string;
