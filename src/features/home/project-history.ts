import { useEffect, useState } from 'react';
import { useMatch } from 'react-router';
import { usePlatform } from '@/app/context';
import { KEYS, type KeyValueStorage } from '@/platform/types';

/** At most this many recently viewed projects are kept. */
export const HISTORY_MAX = 6;

/** Puts a project first in the history list, without duplicates, capped at six. */
export function addToHistory(history: readonly number[], projectId: number): number[] {
  return [projectId, ...history.filter((id) => id !== projectId)].slice(0, HISTORY_MAX);
}

async function readHistory(storage: KeyValueStorage): Promise<number[]> {
  const raw = await storage.get<unknown>(KEYS.projectHistory);
  return Array.isArray(raw) ? raw.filter((id): id is number => typeof id === 'number') : [];
}

/** Records the project being viewed (real projects only, not saved filters or favourites). */
export function useRecordProjectHistory(): void {
  const platform = usePlatform();
  const match = useMatch('/projects/:projectId/*');
  const projectId = Number(match?.params.projectId);
  useEffect(() => {
    if (!Number.isInteger(projectId) || projectId <= 0) return;
    void readHistory(platform.storage).then((history) => {
      const next = addToHistory(history, projectId);
      if (next.join() !== history.join()) void platform.storage.set(KEYS.projectHistory, next);
    });
  }, [platform, projectId]);
}

export function useProjectHistory(): number[] {
  const platform = usePlatform();
  const [history, setHistory] = useState<number[]>([]);
  useEffect(() => {
    void readHistory(platform.storage).then(setHistory);
  }, [platform]);
  return history;
}
