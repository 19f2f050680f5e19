import { snakeKey } from './case';
import type { ApiClient } from './client';

/** The signed-in user's own account: password, email, two-factor, avatar, deletion, export, tokens. */

export async function updatePassword(client: ApiClient, oldPassword: string, newPassword: string): Promise<void> {
  await client.post('/user/password', { oldPassword, newPassword });
}

export async function updateEmail(client: ApiClient, newEmail: string, password: string): Promise<void> {
  await client.post('/user/settings/email', { newEmail, password });
}

export interface Totp {
  enabled: boolean;
  secret: string;
  url: string;
}

export async function getTotp(client: ApiClient): Promise<Totp | null> {
  try {
    return (await client.get<Totp>('/user/settings/totp')).data;
  } catch {
    return null; // servers answer an error while two-factor was never enrolled
  }
}

export async function enrollTotp(client: ApiClient): Promise<Totp> {
  return (await client.post<Totp>('/user/settings/totp/enroll')).data;
}

export async function enableTotp(client: ApiClient, passcode: string): Promise<void> {
  await client.post('/user/settings/totp/enable', { passcode });
}

export async function disableTotp(client: ApiClient, password: string): Promise<void> {
  await client.post('/user/settings/totp/disable', { password });
}

export async function getAvatarProvider(client: ApiClient): Promise<string> {
  return (await client.get<{ avatarProvider: string }>('/user/settings/avatar')).data.avatarProvider;
}

export async function setAvatarProvider(client: ApiClient, avatarProvider: string): Promise<void> {
  await client.post('/user/settings/avatar', { avatarProvider });
}

export async function requestDeletion(client: ApiClient, password: string): Promise<void> {
  await client.post('/user/deletion/request', { password });
}

export async function cancelDeletion(client: ApiClient, password: string): Promise<void> {
  await client.post('/user/deletion/cancel', { password });
}

export async function requestExport(client: ApiClient, password: string): Promise<void> {
  await client.post('/user/export/request', { password });
}

export interface ApiToken {
  id: number;
  title: string;
  token?: string;
  permissions: Record<string, string[]>;
  expiresAt: string | null;
  created: string | null;
}

export async function listApiTokens(client: ApiClient): Promise<ApiToken[]> {
  return client.listAll<ApiToken>('/tokens');
}

/**
 * The permission groups a token may be given: { group: [route, …] }. Group names come back
 * camelCased like every key and go out snake_cased again, which restores them exactly.
 */
export async function listTokenRoutes(client: ApiClient): Promise<Record<string, string[]>> {
  const { data } = await client.get<Record<string, Record<string, unknown>>>('/routes');
  return Object.fromEntries(Object.entries(data ?? {}).map(([group, routes]) => [group, Object.keys(routes ?? {}).map(snakeKey)]));
}

export async function createApiToken(
  client: ApiClient,
  input: { title: string; permissions: Record<string, string[]>; expiresAt: string },
): Promise<ApiToken> {
  return (await client.put<ApiToken>('/tokens', input)).data;
}

export async function deleteApiToken(client: ApiClient, id: number): Promise<void> {
  await client.del(`/tokens/${id}`);
}

export async function listTimezones(client: ApiClient): Promise<string[]> {
  return (await client.get<string[]>('/user/timezones')).data;
}
