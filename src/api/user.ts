import type { ApiClient } from './client';
import type { User, UserSettings } from './types';

export async function saveGeneralSettings(client: ApiClient, settings: UserSettings): Promise<User> {
  return (await client.post<User>('/user/settings/general', settings)).data;
}
