import type { QueryClient } from '@tanstack/react-query';
import { tokenUserId } from '@/api/token-claims';
import { useSession, type LinkShareSession } from '@/stores/session';
import { infoKeys } from './user';

interface SessionLike {
  apiUrl: string | null;
  token: string | null;
  linkShare: LinkShareSession | null;
}

/** Whose data a query cache holds: a server and an account (or a link share) on it; null when signed out. */
export function sessionOwner({ apiUrl, token, linkShare }: SessionLike): string | null {
  if (!token || !apiUrl) return null;
  if (linkShare) return `${apiUrl}#share:${linkShare.hash}`;
  return `${apiUrl}#user:${tokenUserId(token) ?? token}`;
}

/**
 * One query cache holds one account's data: when a session of another account (or a link share) begins in
 * this page, everything but the servers' /info is dropped first, so nothing of one account is shown to the next.
 * A renewed token of the same account changes nothing.
 */
export function followAccount(queryClient: QueryClient, session = useSession): () => void {
  let holder = sessionOwner(session.getState());
  return session.subscribe((state) => {
    const owner = sessionOwner(state);
    if (owner === null || owner === holder) return;
    if (holder !== null) queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== infoKeys.root[0] });
    holder = owner;
  });
}
