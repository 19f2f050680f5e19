import { snakeKey } from './case';
import type { ApiClient } from './client';
import type { User, UserSettings } from './types';

/**
 * The signed-in user's own account: general settings, password, email, two-factor, avatar, deletion, export,
 * API tokens. (Signing in and out is in auth.ts, other users in users.ts, sessions and CalDAV tokens in their own.)
 */

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

/** The enrolment's otpauth link as a QR code image (the server renders it). */
export async function getTotpQrCode(client: ApiClient, signal?: AbortSignal): Promise<Blob> {
  return (await client.get<Blob>('/user/settings/totp/qrcode', { blob: true, signal })).data;
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

export async function confirmAccountDeletion(client: ApiClient, token: string): Promise<void> {
  await client.post('/user/deletion/confirm', { token });
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
  return Object.fromEntries(
    Object.entries(data ?? {}).map(([group, routes]) => [group, Object.keys(routes ?? {}).map(snakeKey)]),
  );
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

export interface ExportStatus {
  id: number;
  size: number;
  created: string | null;
  expires: string | null;
}

/** The export waiting for download, or null when there is none (0.24 servers have no such call). */
export async function getExportStatus(client: ApiClient): Promise<ExportStatus | null> {
  try {
    const { data } = await client.get<ExportStatus>('/user/export');
    return data && data.id > 0 ? data : null;
  } catch {
    return null;
  }
}

/** The export zip's bytes; the password confirms it (accounts of a third-party provider send none). */
export async function downloadExport(client: ApiClient, password: string): Promise<Blob> {
  return (await client.post<Blob>('/user/export/download', { password }, { blob: true })).data;
}

/** The image types an uploaded avatar may have. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Why a chosen file cannot be the avatar, or null when it can. */
export function avatarFileProblem(file: { type: string; size: number }, maxBytes: number): 'type' | 'size' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > maxBytes ? 'size' : null;
}

/** Uploads the user's own avatar (multipart field `avatar`); the server switches the provider to "upload". */
export async function uploadAvatar(client: ApiClient, file: File): Promise<void> {
  const form = new FormData();
  form.append('avatar', file, file.name);
  await client.put('/user/settings/avatar/upload', undefined, { form, timeoutMs: 120_000 });
}
