import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseSize } from '@/api/attachments';
import type { TaskAttachment } from '@/api/types';
import { ErrorBox } from '@/components/Status';
import { useAttachmentMutations, useAttachmentsQuery } from '@/queries/task-links';
import { useInfoQuery } from '@/queries/user';

function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

/** Files on the task: upload (size checked first), download as a file (never opened inline), delete. */
export function TaskAttachments({ taskId, canWrite }: { taskId: number; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
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

  const error = upload.error ?? remove.error ?? download.error ?? attachments.error;
  return (
    <section className="task-attachments" aria-labelledby={`attachments-${taskId}`}>
      <h2 id={`attachments-${taskId}`} className="section-title">
        {t('taskDetail.attachments')}
      </h2>
      {error && <ErrorBox error={error} />}
      {tooBig && <p className="field-error" role="alert">{tooBig}</p>}
      <ul className="label-list">
        {(attachments.data ?? []).map((a) => (
          <li key={a.id} className="label-row">
            <span>{a.file.name}</span>
            <span className="muted">{formatBytes(a.file.size, i18n.language)}</span>
            <span className="header-spacer" />
            <button type="button" className="btn btn-link" onClick={() => void save(a)} aria-label={t('taskDetail.download', { name: a.file.name })}>
              {t('taskDetail.downloadShort')}
            </button>
            {canWrite && (
              <button type="button" className="btn btn-link" onClick={() => remove.mutate(a.id)} aria-label={t('taskDetail.deleteAttachment', { name: a.file.name })}>
                {t('labels.delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {canWrite && (
        <>
          <input ref={input} type="file" multiple className="visually-hidden" aria-label={t('taskDetail.chooseFiles')} onChange={choose} />
          <button type="button" className="btn" onClick={() => input.current?.click()} disabled={upload.isPending}>
            {upload.isPending ? t('taskDetail.uploading') : t('taskDetail.attach')}
          </button>
        </>
      )}
    </section>
  );
}
