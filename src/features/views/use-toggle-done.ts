import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { playDoneSound } from '@/lib/done-sound';
import { useUpdateTaskMutation } from '@/queries/tasks';
import { useUserQuery } from '@/queries/user';
import { useToasts } from '@/stores/toasts';
import { useErrorToast } from '@/components/use-error-toast';

/**
 * Marks a task done or undone from a view, with an undo toast (and the chime if the user wants it). The same
 * function for the life of the view, so rows given it need not be drawn again when the view is.
 */
export function useToggleDone(): (task: Task) => void {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const update = useUpdateTaskMutation();
  const toast = useToasts((s) => s.show);
  const sound = useUserQuery().data?.settings?.frontendSettings?.playSoundWhenDone === true;
  const toggle = (task: Task) => {
    const done = !task.done;
    if (done && sound) playDoneSound();
    update.mutate(
      { base: task, patch: { done } },
      {
        onSuccess: (saved) =>
          toast({
            kind: 'success',
            message: done ? t('tasks.doneSuccess') : t('tasks.undoneSuccess'),
            action: {
              label: t('common.undo'),
              run: () => update.mutate({ base: saved, patch: { done: task.done } }, { onError: showError }),
            },
          }),
        onError: showError,
      },
    );
  };
  const latest = useRef(toggle);
  useLayoutEffect(() => {
    latest.current = toggle;
  });
  return useCallback((task: Task) => latest.current(task), []);
}
