import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { format } from 'date-fns';
import { tokenUserId } from '@/api/token-claims';
import { KEYS, type KeyValueStorage } from '@/platform/types';
import { projectKeys } from '@/queries/projects';
import { upcomingKeys } from '@/queries/upcoming';
import { infoKeys, userKeys } from '@/queries/user';
import { todayQuery } from './today';

/**
 * What the popup shows before the server answers: the last user, server info, projects and today's tasks, as
 * they were when they last arrived fresh. One account's only (the server address and the account id in the
 * session token); today's tasks only on the day they were read. Sign-out clears it with the rest of storage.
 */
export interface PopupSnapshot {
  version: typeof VERSION;
  owner: string;
  savedAt: number;
  /** The local day today's tasks were read on (yyyy-MM-dd). */
  day: string;
  data: Partial<Record<Part, unknown>>;
}

/** Bumped whenever a stored shape changes, so an update never shows an old one. */
const VERSION = 1;
const PARTS = ['user', 'info', 'projects', 'today'] as const;
type Part = (typeof PARTS)[number];

export interface SnapshotSession {
  apiUrl: string;
  token: string;
}

/** The account a session belongs to: its server and the user id inside its token; null when the token has none. */
export function snapshotOwner({ apiUrl, token }: SnapshotSession): string | null {
  const id = tokenUserId(token);
  return id === null ? null : `${apiUrl}#${id}`;
}

function partKeys(session: SnapshotSession, now: Date): Record<Part, QueryKey> {
  return {
    user: userKeys.current(),
    info: infoKeys.server(session.apiUrl),
    projects: projectKeys.list(),
    today: upcomingKeys.list(todayQuery(now)),
  };
}

const dayOf = (now: Date) => format(now, 'yyyy-MM-dd');

/**
 * Puts the stored snapshot into the query cache when it is this account's, marked stale so every query still
 * asks the server once mounted. Answers whether anything was shown from it.
 */
export async function seedFromSnapshot(
  queryClient: QueryClient,
  storage: KeyValueStorage,
  session: SnapshotSession,
  now = new Date(),
): Promise<boolean> {
  const owner = snapshotOwner(session);
  const stored = await storage.get<PopupSnapshot>(KEYS.popupSnapshot);
  if (!owner || stored?.version !== VERSION || stored.owner !== owner) return false;
  const keys = partKeys(session, now);
  let seeded = false;
  for (const part of PARTS) {
    const data = stored.data[part];
    if (data === undefined || (part === 'today' && stored.day !== dayOf(now))) continue;
    queryClient.setQueryData(keys[part], data, { updatedAt: stored.savedAt });
    void queryClient.invalidateQueries({ queryKey: keys[part], exact: true, refetchType: 'none' });
    seeded = true;
  }
  return seeded;
}

/** Writes the snapshot again whenever one of its parts arrives fresh from the server; answers the unsubscribe. */
export function keepSnapshot(
  queryClient: QueryClient,
  storage: KeyValueStorage,
  session: SnapshotSession,
  now: () => Date = () => new Date(),
): () => void {
  const owner = snapshotOwner(session);
  if (!owner) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    const at = now();
    const keys = partKeys(session, at);
    const data: PopupSnapshot['data'] = {};
    for (const part of PARTS) {
      const value = queryClient.getQueryData(keys[part]);
      if (value !== undefined) data[part] = value;
    }
    const snapshot: PopupSnapshot = { version: VERSION, owner, savedAt: Date.now(), day: dayOf(at), data };
    void storage.set(KEYS.popupSnapshot, snapshot).catch(() => undefined);
  };
  const watched = (key: QueryKey) =>
    Object.values(partKeys(session, now())).some((k) => JSON.stringify(k) === JSON.stringify(key));
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    // Only answers from the server: seeding the cache from the snapshot is no news.
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (!watched(event.query.queryKey)) return;
    clearTimeout(timer);
    timer = setTimeout(write, 100);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
