import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { getUser } from '@/api/auth';
import { getInfo } from '@/api/info';
import { getAvatar } from '@/api/users';
import { useApi } from '@/app/context';
import { useSession } from '@/stores/session';
import { STALE } from './stale';

export const userKeys = {
  root: ['user'] as const,
  /** The signed-in account; one per query cache (an account change empties the cache: account-scope.ts). */
  current: () => [...userKeys.root, 'current'] as const,
};

export const avatarKeys = {
  root: ['avatar'] as const,
  picture: (apiUrl: string | null, username: string, size: number, version?: number) =>
    [...avatarKeys.root, apiUrl, username, size, version ?? 0] as const,
};

export const infoKeys = {
  root: ['info'] as const,
  server: (apiUrl: string | null) => [...infoKeys.root, apiUrl] as const,
};

/** The signed-in user's query, shared by the hook and the boot prefetch so both use one cache entry. */
export const userOptions = (client: ApiClient, signedIn: boolean) =>
  queryOptions({
    queryKey: userKeys.current(),
    queryFn: () => getUser(client),
    enabled: signedIn,
    staleTime: STALE.MINUTES.ONE,
  });

/** The server's /info, shared by the hook and the boot prefetch. */
export const infoOptions = (apiUrl: string | null) =>
  queryOptions({
    queryKey: infoKeys.server(apiUrl),
    queryFn: () => getInfo(apiUrl ?? ''),
    enabled: apiUrl !== null,
    staleTime: STALE.INFINITY,
  });

export function useUserQuery() {
  const client = useApi();
  const signedIn = useSession((s) => s.token !== null);
  return useQuery(userOptions(client, signedIn));
}

export function useInfoQuery() {
  const apiUrl = useSession((s) => s.apiUrl);
  return useQuery(infoOptions(apiUrl));
}

/** A user's avatar as a blob; a missing one stays missing (no retries). */
export function useAvatarQuery(username: string | undefined, size: number, version?: number) {
  const client = useApi();
  const apiUrl = useSession((s) => s.apiUrl);
  return useQuery({
    queryKey: avatarKeys.picture(apiUrl, username ?? '', size, version),
    queryFn: () => getAvatar(client, username ?? '', size, version),
    enabled: apiUrl !== null && !!username,
    staleTime: STALE.MINUTES.FIVE,
    retry: false,
  });
}
