import type { ApiClient } from './client';
import type { User, UserSettings } from './types';

/** Replaces every general setting with what is sent; the server answers a message, not the user. */
export async function saveGeneralSettings(client: ApiClient, settings: UserSettings): Promise<{ message: string }> {
  return (await client.post<{ message: string }>('/user/settings/general', settings)).data;
}

/**
 * Registration drops the chosen language on every release, so right after the first sign-in it is saved
 * with the general settings (which are replaced whole: the current ones are read first).
 */
export async function saveAccountLanguage(client: ApiClient, language: string): Promise<void> {
  const { settings } = (await client.get<User>('/user')).data;
  if (!settings || settings.language === language) return;
  await saveGeneralSettings(client, { ...settings, language });
}

const anonymous = { anonymous: true, retryOn401: false } as const;

/** Asks the server to mail a password reset link (it answers the same whether the address exists). */
export async function requestPasswordReset(client: ApiClient, email: string): Promise<void> {
  await client.post('/user/password/token', { email }, anonymous);
}

export async function resetPassword(client: ApiClient, token: string, newPassword: string): Promise<void> {
  await client.post('/user/password/reset', { token, newPassword }, anonymous);
}

export async function confirmEmail(client: ApiClient, token: string): Promise<void> {
  await client.post('/user/confirm', { token }, anonymous);
}

export async function confirmAccountDeletion(client: ApiClient, token: string): Promise<void> {
  await client.post('/user/deletion/confirm', { token });
}

/**
 * The avatar image URL of a user (public on every release at `/avatar/{username}`, whatever the swagger
 * files say). A `version` (any number that changes when the picture does) gets past the browser's cache.
 */
export function avatarUrl(apiUrl: string, username: string, size: number, version?: number): string {
  const url = `${apiUrl.replace(/\/+$/, '')}/avatar/${encodeURIComponent(username)}?size=${size}`;
  return version === undefined ? url : `${url}&v=${version}`;
}

/**
 * The avatar picture itself. Fetched rather than linked so that the extension's pages, whose images may only
 * come from themselves, can show it.
 */
export async function getAvatar(client: ApiClient, username: string, size: number, version?: number): Promise<Blob> {
  return (
    await client.get<Blob>(avatarUrl('', username, size, version), { blob: true, anonymous: true, retryOn401: false })
  ).data;
}
