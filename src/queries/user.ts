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
  current: (token: string | null) => [...userKeys.root, 'current', token] as const,
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

/** The signed-in user as a query, for hooks and for a one-off `fetchQuery` (quick add). */
export const userQuery = (client: ApiClient, token: string | null) =>
  queryOptions({ queryKey: userKeys.current(token), queryFn: () => getUser(client), staleTime: STALE.MINUTES.ONE });

export function useUserQuery() {
  const token = useSession((s) => s.token);
  return useQuery({ ...userQuery(useApi(), token), enabled: token !== null });
}

export function useInfoQuery() {
  const apiUrl = useSession((s) => s.apiUrl);
  return useQuery({
    queryKey: infoKeys.server(apiUrl),
    queryFn: () => getInfo(apiUrl ?? ''),
    enabled: apiUrl !== null,
    staleTime: STALE.INFINITY,
  });
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
