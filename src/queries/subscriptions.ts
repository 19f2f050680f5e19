import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { SUBSCRIPTION_ENTITY, subscribe, unsubscribe, type SubscriptionEntity } from '@/api/subscriptions';
import type { Subscription } from '@/api/types';
import { useApi } from '@/app/context';
import { projectKeys } from './projects';
import { taskKeys } from './tasks';

type WithSubscription = { subscription?: Subscription | null };

const detailKey = (entity: SubscriptionEntity, id: number): QueryKey =>
  entity === 'project' ? projectKeys.detail(id) : taskKeys.detail(id);

/**
 * Subscribes to or unsubscribes from a project's or a task's notifications: the cached item shows the new
 * state at once and goes back to the old one if the server refuses.
 */
export function useSubscriptionMutation(entity: SubscriptionEntity, id: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const key = detailKey(entity, id);
  const set = (subscription: Subscription | null) =>
    queryClient.setQueryData<WithSubscription>(key, (item) => (item ? { ...item, subscription } : item));
  return useMutation({
    mutationFn: async (subscribed: boolean): Promise<Subscription | null> =>
      subscribed ? subscribe(client, entity, id) : unsubscribe(client, entity, id).then(() => null),
    onMutate: async (subscribed) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WithSubscription>(key);
      set(subscribed ? { id: 0, entity: SUBSCRIPTION_ENTITY[entity], entityId: id, created: null } : null);
      return { previous };
    },
    onError: (_error, _subscribed, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: set,
  });
}
