import { useQuery } from '@tanstack/react-query';
import { getUser } from '@/api/auth';
import { getInfo } from '@/api/info';
import { useApi } from '@/app/context';
import { useSession } from '@/stores/session';
import { STALE } from './stale';

export const userKeys = {
  root: ['user'] as const,
  current: (token: string | null) => [...userKeys.root, 'current', token] as const,
};

export const infoKeys = {
  root: ['info'] as const,
  server: (apiUrl: string | null) => [...infoKeys.root, apiUrl] as const,
};

export function useUserQuery() {
  const client = useApi();
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: userKeys.current(token),
    queryFn: () => getUser(client),
    enabled: token !== null,
    staleTime: STALE.MINUTES.ONE,
  });
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
