import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxItem } from '@/background/outbox';
import type { Created } from '@/background/outbox-runner';
import { taskKeys } from './tasks';

/** Where an extension page hands a new task to the worker's outbox. */
export interface OutboxSender {
  /** Writes the item to the outbox (before anything is sent); rejects when it could not be kept. */
  enqueue: (item: OutboxItem) => Promise<void>;
  /** Asks the worker to send the outbox now; resolves with what it created. */
  flush: () => Promise<Record<string, Created>>;
}

export type OutboxAddResult = { kind: 'created'; created: Created } | { kind: 'queued'; title: string };

/**
 * Creates a task through the outbox: kept in storage first (a closed popup or a stopped worker loses nothing),
 * then sent by the worker. It is "queued" when the worker could not send it yet; a created one refreshes the
 * task lists. `onKept` runs once the item is safe in the outbox, before it is sent.
 */
export function useOutboxTaskMutation(sender: OutboxSender, onKept: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: OutboxItem): Promise<OutboxAddResult> => {
      await sender.enqueue(item);
      onKept();
      try {
        const created = (await sender.flush())[item.id];
        return created ? { kind: 'created', created } : { kind: 'queued', title: item.title };
      } catch {
        // It is in the outbox: the worker sends it later.
        return { kind: 'queued', title: item.title };
      }
    },
    onSuccess: (result) =>
      result.kind === 'created' ? queryClient.invalidateQueries({ queryKey: taskKeys.root }) : undefined,
  });
}
