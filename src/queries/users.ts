import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listProjectUsers, searchUsers } from '@/api/users';
import { useApi } from '@/app/context';
import { STALE } from './stale';

/** A pause in typing before the server is asked, and the shortest text worth asking about. */
const DEBOUNCE_MS = 250;
export const USER_SEARCH_MIN_LENGTH = 2;

export const userSearchKeys = {
  root: ['user-search'] as const,
  search: (s: string) => [...userSearchKeys.root, s] as const,
  /** Users with access to one project (the assignee picker). */
  inProject: (projectId: number, s: string) => [...userSearchKeys.root, 'project', projectId, s] as const,
};

/**
 * Users matching the text (GET /users?s=), asked after a pause in typing once it is long enough; the last
 * answer stays shown while the next one loads. The server answers only users who let themselves be found
 * (by name or email, as each chose) and exact usernames.
 */
export function useUserSearchQuery(text: string) {
  const client = useApi();
  const [debounced, setDebounced] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = debounced.length >= USER_SEARCH_MIN_LENGTH;
  return useQuery({
    queryKey: userSearchKeys.search(debounced),
    queryFn: () => searchUsers(client, debounced),
    enabled,
    staleTime: STALE.SECONDS.THIRTY,
    placeholderData: enabled ? keepPreviousData : undefined,
  });
}

/** Users with access to the project whose name matches the text (the assignee picker). */
export function useProjectUsersQuery(projectId: number, search: string) {
  const client = useApi();
  return useQuery({
    queryKey: userSearchKeys.inProject(projectId, search),
    queryFn: () => listProjectUsers(client, projectId, search),
    enabled: search.trim().length > 0,
    staleTime: STALE.SECONDS.THIRTY,
  });
}
