import type { ApiClient } from './client';
import type { Subscription, Task } from './types';

/** What a subscription is to: the API names it in paths and answers a number in `entity`. */
export type SubscriptionEntity = 'project' | 'task';

/** Vikunja's numbers for the entities in `Subscription.entity`. */
export const SUBSCRIPTION_ENTITY: Record<SubscriptionEntity, number> = { project: 2, task: 3 };

/** A task read alone carries the caller's subscription: its own, or the one it inherits from its project. */
export type TaskWithSubscription = Task & { subscription?: Subscription | null };

const isEntity = (value: Subscription['entity'], entity: SubscriptionEntity): boolean =>
  value === entity || value === SUBSCRIPTION_ENTITY[entity];

/** Whether the subscription shown on a task comes from its project (or a parent) rather than the task itself. */
export function isInheritedSubscription(subscription: Subscription | null | undefined, taskId: number): boolean {
  if (!subscription) return false;
  return !(isEntity(subscription.entity, 'task') && subscription.entityId === taskId);
}

/** Subscribes the caller to a project's or a task's notifications. */
export async function subscribe(client: ApiClient, entity: SubscriptionEntity, id: number): Promise<Subscription> {
  return (await client.put<Subscription>(`/subscriptions/${entity}/${id}`)).data;
}

/** Ends the caller's own subscription to a project or a task (404 when there is none). */
export async function unsubscribe(client: ApiClient, entity: SubscriptionEntity, id: number): Promise<void> {
  await client.del(`/subscriptions/${entity}/${id}`);
}
