import type { ApiClient } from './client';

/** Link-share error codes the auth screen reacts to. */
export const SHARE_PASSWORD_REQUIRED = 13001;
export const SHARE_PASSWORD_INVALID = 13002;

/** Exchanges a link-share hash (and its password, when it has one) for a share token. */
export async function authLinkShare(
  client: ApiClient,
  hash: string,
  password?: string,
): Promise<{ token: string; projectId: number }> {
  const { data } = await client.post<{ token: string; projectId: number }>(
    `/shares/${encodeURIComponent(hash)}/auth`,
    { hash, ...(password ? { password } : {}) },
    { anonymous: true, retryOn401: false },
  );
  return data;
}
