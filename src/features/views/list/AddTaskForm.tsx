import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { QuickAddInput } from '@/features/quick-add';
import { useToasts } from '@/stores/toasts';
import { useUserQuery } from '@/queries/user';
import { KEY_PREFIXES } from '@/platform/types';

/** The list view's task entry: quick add in the user's magic mode, into this project unless the text names another. */
export function AddTaskForm({ projectId, onCreated }: { projectId: number; onCreated?: (tasks: Task[]) => void }) {
  const user = useUserQuery();
  const settings = user.data?.settings;
  const { t } = useTranslation();
  const toast = useToasts((s) => s.show);
  return (
    <QuickAddInput
      id="add-task"
      projectId={projectId}
      draftKey={`${KEY_PREFIXES.quickAddDraft}${projectId}`}
      defaultProjectId={settings?.defaultProjectId}
      mode={settings?.frontendSettings?.quickAddMagicMode ?? 'vikunja'}
      onCreated={({ tasks }) => {
        toast({
          kind: 'success',
          message: tasks.length > 1 ? t('tasks.createdMany', { count: tasks.length }) : t('tasks.created'),
        });
        onCreated?.(tasks);
      }}
    />
  );
}
