import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addReaction,
  listReactions,
  removeReaction,
  withReaction,
  withoutReaction,
  type ReactionKind,
  type ReactionMap,
} from '@/api/reactions';
import type { User } from '@/api/types';
import { useApi } from '@/app/context';
import { STALE } from './stale';

export const reactionKeys = {
  root: ['reactions'] as const,
  entity: (kind: ReactionKind, id: number) => [...reactionKeys.root, kind, id] as const,
};

export function useReactionsQuery(kind: ReactionKind, id: number) {
  const client = useApi();
  return useQuery({
    queryKey: reactionKeys.entity(kind, id),
    queryFn: () => listReactions(client, kind, id),
    staleTime: STALE.SECONDS.THIRTY,
    enabled: Number.isFinite(id) && id > 0,
  });
}

/** What a toggle does: `me` adds or takes back `value`. */
export interface ReactionToggle {
  value: string;
  add: boolean;
  me: User;
}

/**
 * Adds or removes the caller's reaction: the chip changes at once and goes back if the server refuses;
 * afterwards the list is re-read so other people's reactions made meanwhile appear too.
 */
export function useReactionMutation(kind: ReactionKind, id: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const key = reactionKeys.entity(kind, id);
  return useMutation({
    mutationFn: ({ value, add }: ReactionToggle) =>
      add ? addReaction(client, kind, id, value) : removeReaction(client, kind, id, value),
    onMutate: async ({ value, add, me }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ReactionMap>(key);
      queryClient.setQueryData<ReactionMap>(key, (map = {}) =>
        add ? withReaction(map, value, me) : withoutReaction(map, value, me.id),
      );
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
