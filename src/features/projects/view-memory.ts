import { KEYS, type KeyValueStorage } from '@/platform/types';

type ViewMap = Record<string, number>;

/** The last view a person opened per project (storage key `projectView`); 0 when absent or not numeric. */
export async function rememberedView(storage: KeyValueStorage, projectId: number): Promise<number> {
  const map = (await storage.get<ViewMap>(KEYS.projectView)) ?? {};
  const value = map[String(projectId)];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export async function rememberView(storage: KeyValueStorage, projectId: number, viewId: number): Promise<void> {
  const map = (await storage.get<ViewMap>(KEYS.projectView)) ?? {};
  if (map[String(projectId)] === viewId) return;
  await storage.set(KEYS.projectView, { ...map, [String(projectId)]: viewId });
}
