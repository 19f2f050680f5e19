import type { QueryClient, QueryKey } from '@tanstack/react-query';

/*
 * Helpers for the modules that own a cached shape: each exports its own patch functions built on these, and
 * no other module changes that shape.
 */

/** Applies `update` to one cached entry, when it is cached. */
export function setCached<T>(queryClient: QueryClient, key: QueryKey, update: (old: T) => T): void {
  queryClient.setQueryData<T>(key, (old) => (old === undefined ? old : update(old)));
}

/**
 * Shows a change to one cached entry at once: cancels its fetches (an older answer must not land on top),
 * applies `update`, and answers how to put the old value back if the server refuses.
 */
export async function patchCached<T>(
  queryClient: QueryClient,
  key: QueryKey,
  update: (old: T) => T,
): Promise<() => void> {
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<T>(key);
  setCached(queryClient, key, update);
  return () => {
    if (previous !== undefined) queryClient.setQueryData(key, previous);
  };
}
