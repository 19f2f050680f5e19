import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_ENTITY, subscribe, unsubscribe, type SubscriptionEntity } from '@/api/subscriptions';
import type { Subscription } from '@/api/types';
import { useApi } from '@/app/context';
import { patchProject, setProjectFields } from './projects';
import { patchTask, setTaskFields } from './tasks';

/**
 * Subscribes to or unsubscribes from a project's or a task's notifications: the cached item shows the new
 * state at once and goes back to the old one if the server refuses.
 */
export function useSubscriptionMutation(entity: SubscriptionEntity, id: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  // The project or task carries its subscription: its owner's cache helpers change it.
  const patch = entity === 'project' ? patchProject : patchTask;
  const set = entity === 'project' ? setProjectFields : setTaskFields;
  return useMutation({
    mutationFn: async (subscribed: boolean): Promise<Subscription | null> =>
      subscribed ? subscribe(client, entity, id) : unsubscribe(client, entity, id).then(() => null),
    onMutate: async (subscribed) => {
      const subscription = subscribed
        ? { id: 0, entity: SUBSCRIPTION_ENTITY[entity], entityId: id, created: null }
        : null;
      return { restore: await patch(queryClient, id, { subscription }) };
    },
    onError: (_error, _subscribed, context) => context?.restore(),
    onSuccess: (subscription) => set(queryClient, id, { subscription }),
  });
}
