import { useEffect, useRef, useState } from 'react';
import { playDoneSound } from '@/lib/done-sound';
import { useUserQuery } from '@/queries/user';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TaskWithSubscription } from '@/api/subscriptions';
import type { Task } from '@/api/types';
import { readPermission } from '@/api/version';
import { useProjectQuery } from '@/queries/projects';
import { Modal } from '@/components/Modal';
import { ErrorBox, Loading } from '@/components/Status';
import { errorMessage } from '@/lib/error-message';
import type { TaskPatch } from '@/lib/task-merge';
import {
  useDeleteTaskMutation,
  useSaveTaskMutation,
  useTaskFavoriteMutation,
  useTaskQuery,
} from '@/queries/task-detail';
import { useCloseTask } from '@/app/task-modal-route-state';
import { useToasts } from '@/stores/toasts';
import { useAttachmentsQuery } from '@/queries/attachments';
import { useInfoQuery } from '@/queries/user';
import { AddFieldMenu } from './AddFieldMenu';
import { Description, type DescriptionHandle } from './Description';
import { focusField } from './focus-field';
import { MoveTask } from './MoveTask';
import { TaskAttachments } from './TaskAttachments';
import { TaskComments } from './TaskComments';
import { TaskDeleteFooter } from './TaskDeleteFooter';
import { TaskFields } from './TaskFields';
import { TaskReactions } from './TaskReactions';
import { TaskHeader } from './TaskHeader';
import { TaskRelations } from './TaskRelations';
import { TitleField } from './TitleField';
import { SHORTCUT_FIELDS, type TaskField } from './task-fields';
import { useShownFields } from './use-shown-fields';
import { saveFocusedField, useTaskShortcuts, type ShortcutHandlers } from './use-task-shortcuts';
import './task-detail-parts.css';
import './task-detail.css';
import './task-detail-phone.css';

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
  const favorite = useTaskFavoriteMutation();
  const remove = useDeleteTaskMutation();
  const toast = useToasts((s) => s.show);
  const chime = useUserQuery().data?.settings?.frontendSettings?.playSoundWhenDone === true;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const root = useRef<HTMLElement>(null);
  const description = useRef<DescriptionHandle>(null);

  const close = useCloseTask(task.data?.projectId);
  const attachmentsEnabled = useInfoQuery().data?.taskAttachmentsEnabled !== false;
  const attachments = useAttachmentsQuery(taskId, attachmentsEnabled).data?.length ?? 0;
  const fields = useShownFields(task.data, attachments);
  const addable = fields.hidden.filter((field) => field !== 'attachments' || attachmentsEnabled);
  // A field added from the menu or by its shortcut gets the focus once it is on screen.
  const [focusing, setFocusing] = useState<{ field: TaskField } | null>(null);
  useEffect(() => {
    if (focusing && root.current) focusField(root.current, focusing.field);
  }, [focusing]);
  // The dialog opens before the task has loaded, focusing its close button: once the task is there the
  // focus moves to the task itself (Tab goes on to its first control, its shortcuts work at once).
  const loaded = task.data !== undefined;
  useEffect(() => {
    if (loaded && document.activeElement?.classList.contains('modal-close'))
      root.current?.focus({ preventScroll: true });
  }, [loaded]);
  function addField(field: TaskField) {
    if (!canWrite || (field === 'attachments' && !attachmentsEnabled)) return;
    fields.reveal(field);
    setFocusing({ field });
  }

  async function apply(base: Task, patch: TaskPatch, success = t('taskDetail.saved')): Promise<boolean> {
    return (await applyAndGet(base, patch, success)) !== null;
  }

  /** Saves through the conflict-safe save; the saved task, or null after an error toast. */
  async function applyAndGet(base: Task, patch: TaskPatch, success: string | null): Promise<Task | null> {
    try {
      const saved = await save.mutateAsync({ base, patch });
      if (success) toast({ kind: 'success', message: success });
      return saved;
    } catch (error) {
      toast({ kind: 'error', message: errorMessage(error, t) });
      return null;
    }
  }

  // Like the list view: done or not done (with the chime if wanted), with an undo that saves the opposite.
  async function setDone(base: Task, done: boolean) {
    if (done && chime) playDoneSound();
    const saved = await applyAndGet(base, { done }, null);
    if (!saved) return;
    const run = () => void apply(saved, { done: base.done });
    toast({
      kind: 'success',
      message: done ? t('tasks.doneSuccess') : t('tasks.undoneSuccess'),
      action: { label: t('common.undo'), run },
    });
  }

  function toggleFavorite(base: Task) {
    favorite.mutate(
      { base, isFavorite: !base.isFavorite },
      { onError: (error) => toast({ kind: 'error', message: errorMessage(error, t) }) },
    );
  }

  // A failure is shown once, in the footer's error box (mutate, unlike mutateAsync, leaves nothing unhandled).
  function destroy(base: Task) {
    remove.mutate(base.id, {
      onSuccess: () => {
        toast({ kind: 'success', message: t('taskDetail.deleted') });
        void navigate(`/projects/${base.projectId}`, { replace: true });
      },
    });
  }

  const current = task.data as TaskWithSubscription | undefined;
  const fieldShortcuts: ShortcutHandlers = Object.fromEntries(
    Object.entries(SHORTCUT_FIELDS).map(([action, field]) => [action, () => addField(field)]),
  );
  useTaskShortcuts(root, {
    ...fieldShortcuts,
    done: () => current && canWrite && void setDone(current, !current.done),
    favorite: () => current && canWrite && toggleFavorite(current),
    description: () => canWrite && description.current?.edit(),
    delete: () => canWrite && setConfirmDelete(true),
    save: () => root.current && saveFocusedField(root.current),
  });

  return (
    <Modal title={task.data?.title ?? t('taskDetail.loading')} onClose={close} wide>
      {task.isPending && <Loading />}
      {task.isError && <ErrorBox error={task.error} onRetry={() => void task.refetch()} />}
      {current && (
        <article className="task-detail" ref={root} tabIndex={-1}>
          <TaskHeader
            task={current}
            project={project.data}
            canWrite={canWrite}
            onDone={(done) => void setDone(current, done)}
            onFavorite={() => toggleFavorite(current)}
          />
          <TitleField
            key={current.title}
            title={current.title}
            canWrite={canWrite}
            onSave={(title) => void apply(current, { title })}
          />
          <h2 className="visually-hidden">{t('taskDetail.description')}</h2>
          <Description
            ref={description}
            taskId={current.id}
            html={current.description}
            canWrite={canWrite}
            saving={save.isPending}
            onSave={(html) => apply(current, { description: html })}
          />
          <TaskReactions taskId={current.id} />
          <div className="task-fields-section">
            <TaskFields
              task={current}
              fields={fields.shown}
              canWrite={canWrite}
              onSave={(patch) => void apply(current, patch)}
            />
            {canWrite && <AddFieldMenu fields={addable} onAdd={addField} />}
          </div>
          {fields.shown.includes('relations') && <TaskRelations task={current} canWrite={canWrite} />}
          <TaskAttachments taskId={current.id} canWrite={canWrite} shown={fields.shown.includes('attachments')} />
          <TaskComments taskId={current.id} />
          {canWrite && (
            <TaskDeleteFooter
              confirming={confirmDelete}
              onConfirming={setConfirmDelete}
              pending={remove.isPending}
              error={remove.isError ? remove.error : null}
              onDelete={() => destroy(current)}
            >
              <MoveTask
                projectId={current.projectId}
                saving={save.isPending}
                // A bucket belongs to one project: the new project puts the task in its default bucket.
                onMove={(target) =>
                  apply(
                    current,
                    { projectId: target.id, bucketId: 0 },
                    t('taskDetail.moved', { project: target.title }),
                  )
                }
              />
            </TaskDeleteFooter>
          )}
        </article>
      )}
    </Modal>
  );
}
