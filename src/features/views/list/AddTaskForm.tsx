import { QuickAddInput } from '@/features/quick-add';
import { useUserQuery } from '@/queries/user';

/** The list view's task entry: quick add in the user's magic mode, into this project unless the text names another. */
export function AddTaskForm({ projectId }: { projectId: number }) {
  const user = useUserQuery();
  const settings = user.data?.settings;
  return (
    <QuickAddInput
      id="add-task"
      projectId={projectId}
      defaultProjectId={settings?.defaultProjectId}
      mode={settings?.frontendSettings?.quickAddMagicMode ?? 'vikunja'}
    />
  );
}
