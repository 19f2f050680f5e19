import { useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasPreview, parseSize } from '@/api/attachments';
import type { TaskAttachment } from '@/api/types';
import { Button } from '@/components/Button';
import { PaperclipIcon } from '@/components/icons';
import { ErrorBox } from '@/components/Status';
import { FieldIcon } from './FieldIcon';
import { useSaveTaskMutation, useTaskQuery } from '@/queries/task-detail';
import { useAttachmentMutations, useAttachmentsQuery } from '@/queries/attachments';
import { taskKeys } from '@/queries/tasks';
import { useInfoQuery } from '@/queries/user';
import { errorMessage } from '@/lib/error-message';
import { formatBytes } from '@/lib/format-bytes';
import { useToasts } from '@/stores/toasts';
import { AttachmentThumbnail } from './AttachmentThumbnail';

/**
 * Files on the task: upload (size checked first), download as a file (never opened inline), delete, choose the
 * cover image. While not `shown` (no files yet) only the file chooser is there, for the attachment shortcut.
 */
export function TaskAttachments({ taskId, canWrite, shown }: { taskId: number; canWrite: boolean; shown: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const task = useTaskQuery(taskId);
  const saveTask = useSaveTaskMutation();
  const toast = useToasts((s) => s.show);
  const cover = task.data?.coverImageAttachmentId ?? 0;
  const info = useInfoQuery();
  const enabled = info.data?.taskAttachmentsEnabled !== false;
  const attachments = useAttachmentsQuery(taskId, enabled);
  const { upload, remove, download } = useAttachmentMutations(taskId);
  const input = useRef<HTMLInputElement>(null);
  const [tooBig, setTooBig] = useState<string | null>(null);
  const max = parseSize(info.data?.maxFileSize);

  if (!enabled) return null;
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const big = files.find((f) => f.size > max);
    setTooBig(big ? t('taskDetail.fileTooBig', { name: big.name, max: formatBytes(max, i18n.language) }) : null);
    if (!big && files.length > 0) upload.mutate(files);
  }
  async function save(attachment: TaskAttachment) {
    const blob = await download.mutateAsync(attachment.id);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = attachment.file.name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  /** The kanban card shows the cover (0 removes it); saved like every other change of the task. */
  function setCover(attachmentId: number) {
    if (!task.data) return;
    saveTask.mutate(
      { base: task.data, patch: { coverImageAttachmentId: attachmentId } },
      {
        onSuccess: () => toast({ kind: 'success', message: t('taskDetail.saved') }),
        onError: (e) => toast({ kind: 'error', message: errorMessage(e, t) }),
      },
    );
  }
  // Deleting the cover's file unsets the cover on the server: read the task again so a later save starts from that.
  function removeAttachment(attachmentId: number) {
    remove.mutate(attachmentId, {
      onSuccess: () => {
        if (attachmentId === cover) void queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
      },
    });
  }

  const error = upload.error ?? remove.error ?? download.error ?? attachments.error;
  const chooser = canWrite && (
    <input
      ref={input}
      type="file"
      multiple
      className="visually-hidden"
      aria-label={t('taskDetail.chooseFiles')}
      onChange={choose}
    />
  );
  if (!shown) return <div className="task-attachments">{chooser}</div>;
  return (
    <section className="task-attachments" data-task-field="attachments" aria-labelledby={`attachments-${taskId}`}>
      <h2 id={`attachments-${taskId}`} className="section-title">
        <FieldIcon field="attachments" />
        {t('taskDetail.attachments')}
      </h2>
      {error && <ErrorBox error={error} />}
      {tooBig && (
        <p className="field-error" role="alert">
          {tooBig}
        </p>
      )}
      <ul className="label-list attachment-list">
        {(attachments.data ?? []).map((a) => (
          <li key={a.id} className="label-row attachment-row">
            <AttachmentThumbnail taskId={taskId} attachment={a} />
            <span>{a.file.name}</span>
            <span className="muted">{formatBytes(a.file.size, i18n.language)}</span>
            {a.id === cover && <span className="badge">{t('taskDetail.cover.badge')}</span>}
            <span className="header-spacer" />
            <button
              type="button"
              className="btn btn-link"
              onClick={() => void save(a)}
              aria-label={t('taskDetail.download', { name: a.file.name })}
            >
              {t('taskDetail.downloadShort')}
            </button>
            {canWrite && hasPreview(a.file.mime) && (
              <button
                type="button"
                className="btn btn-link"
                disabled={saveTask.isPending || !task.data}
                onClick={() => setCover(a.id === cover ? 0 : a.id)}
                aria-label={t(a.id === cover ? 'taskDetail.cover.remove' : 'taskDetail.cover.set', {
                  name: a.file.name,
                })}
              >
                {t(a.id === cover ? 'taskDetail.cover.removeShort' : 'taskDetail.cover.setShort')}
              </button>
            )}
            {canWrite && (
              <button
                type="button"
                className="btn btn-link"
                onClick={() => removeAttachment(a.id)}
                aria-label={t('taskDetail.deleteAttachment', { name: a.file.name })}
              >
                {t('labels.delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {chooser}
      {canWrite && (
        <Button
          variant="ghost"
          className="attach-button"
          icon={<PaperclipIcon size={16} aria-hidden="true" />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          {upload.isPending ? t('taskDetail.uploading') : t('taskDetail.attach')}
        </Button>
      )}
    </section>
  );
}
