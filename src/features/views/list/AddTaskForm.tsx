import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '@/components/Status';
import { useCreateTaskMutation } from '@/queries/tasks';

export function AddTaskForm({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const create = useCreateTaskMutation(projectId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '') return;
    // The text stays in the box until the server confirmed, so a failure loses nothing.
    create.mutate({ title: trimmed }, { onSuccess: () => setTitle('') });
  }

  return (
    <form className="add-task" onSubmit={submit}>
      <label htmlFor="add-task" className="visually-hidden">
        {t('tasks.add.label')}
      </label>
      <input
        id="add-task"
        placeholder={t('tasks.add.placeholder')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        disabled={create.isPending}
        autoComplete="off"
      />
      <button type="submit" className="btn btn-primary" disabled={create.isPending || title.trim() === ''}>
        {t('tasks.add.submit')}
      </button>
      {create.isError && <ErrorBox error={create.error} />}
    </form>
  );
}
