import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/types';
import { readPermission } from '@/api/version';
import { useProjectQuery } from '@/queries/projects';
import { Modal } from '@/components/Modal';
import { ErrorBox, Loading } from '@/components/Status';
import { errorMessage } from '@/lib/error-message';
import type { TaskPatch } from '@/lib/task-merge';
import { TaskConflictError, useDeleteTaskMutation, useSaveTaskMutation, useTaskQuery } from '@/queries/task-detail';
import { useToasts } from '@/stores/toasts';
import { Attributes } from './Attributes';
import { Description } from './Description';
import { TaskAssignees } from './TaskAssignees';
import { TaskAttachments } from './TaskAttachments';
import { TaskRelations } from './TaskRelations';
import { TaskComments } from './TaskComments';
import { TaskLabels } from './TaskLabels';
import { TaskReminders } from './TaskReminders';
import { TaskRepeat } from './TaskRepeat';
import { TitleField } from './TitleField';

/** /tasks/:taskId — the task detail, as a modal over wherever the person came from. */
export function TaskDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const taskId = Number(useParams().taskId);
  const task = useTaskQuery(taskId);
  const project = useProjectQuery(task.data?.projectId ?? Number.NaN);
  // Read-only shares and archived projects show the task without editing controls.
  const canWrite = project.data ? (readPermission(project.data) ?? 0) > 0 && !project.data.isArchived : false;
  const save = useSaveTaskMutation();
  const remove = useDeleteTaskMutation();
  const toast = useToasts((s) => s.show);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const close = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(task.data ? `/projects/${task.data.projectId}` : '/');
  };

  async function apply(base: Task, patch: TaskPatch): Promise<boolean> {
    try {
      await save.mutateAsync({ base, patch });
      toast({ kind: 'success', message: t('taskDetail.saved') });
      return true;
    } catch (error) {
      const message = error instanceof TaskConflictError ? t('taskDetail.conflict') : errorMessage(error, t);
      toast({ kind: 'error', message });
      return false;
    }
  }

  async function destroy(base: Task) {
    await remove.mutateAsync(base.id);
    toast({ kind: 'success', message: t('taskDetail.deleted') });
    void navigate(`/projects/${base.projectId}`, { replace: true });
  }

  return (
    <Modal title={task.data?.title ?? t('taskDetail.loading')} onClose={close} wide>
      {task.isPending && <Loading />}
      {task.isError && <ErrorBox error={task.error} onRetry={() => void task.refetch()} />}
      {task.data && (
        <article className="task-detail">
          <header className="task-detail-header">
            <span className="task-identifier">{task.data.identifier}</span>
            <label className="checkbox">
              <input type="checkbox" checked={task.data.done} onChange={(e) => void apply(task.data, { done: e.target.checked })} />
              {t('taskDetail.done')}
            </label>
          </header>
          <TitleField key={task.data.title} title={task.data.title} onSave={(title) => void apply(task.data, { title })} />
          <Attributes task={task.data} onSave={(patch) => void apply(task.data, patch)} />
          <div className="task-links-row">
            <TaskLabels task={task.data} canWrite={canWrite} />
            <TaskAssignees task={task.data} canWrite={canWrite} />
          </div>
          <div className="task-links-row">
            <TaskReminders task={task.data} canWrite={canWrite} onSave={(patch) => void apply(task.data, patch)} />
            <TaskRepeat key={`${task.data.repeatAfter}-${task.data.repeatMode}`} task={task.data} canWrite={canWrite} onSave={(patch) => void apply(task.data, patch)} />
          </div>
          <h2 className="section-title">{t('taskDetail.description')}</h2>
          <Description
            taskId={task.data.id}
            html={task.data.description}
            saving={save.isPending}
            onSave={(description) => apply(task.data, { description })}
          />
          <TaskRelations task={task.data} canWrite={canWrite} />
          <TaskAttachments taskId={task.data.id} canWrite={canWrite} />
          <TaskComments taskId={task.data.id} />
          <footer className="task-detail-footer">
            {confirmDelete ? (
              <span className="row" role="group" aria-label={t('taskDetail.deleteConfirm')}>
                <span>{t('taskDetail.deleteConfirm')}</span>
                <button type="button" className="btn btn-danger" onClick={() => void destroy(task.data)} disabled={remove.isPending}>
                  {t('taskDetail.deleteYes')}
                </button>
                <button type="button" className="btn" onClick={() => setConfirmDelete(false)}>
                  {t('common.cancel')}
                </button>
              </span>
            ) : (
              <button type="button" className="btn" onClick={() => setConfirmDelete(true)}>
                {t('taskDetail.delete')}
              </button>
            )}
            {remove.isError && <ErrorBox error={remove.error} />}
          </footer>
        </article>
      )}
    </Modal>
  );
}
