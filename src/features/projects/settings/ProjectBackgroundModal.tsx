import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseSize } from '@/api/attachments';
import { BACKGROUND_TYPES, backgroundFileProblem } from '@/api/backgrounds';
import { Modal } from '@/components/Modal';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useBackgroundMutations } from '@/queries/backgrounds';
import { useInfoQuery } from '@/queries/user';
import { useToasts } from '@/stores/toasts';
import { formatBytes } from '@/lib/format-bytes';
import { BlobImage } from '@/components/BlobImage';
import { hasBackground, useBackgroundImage } from './useBackgroundImage';
import { useProjectModal } from './useProjectModal';

/** /projects/:projectId/settings/background: upload (type and size checked first), preview, remove. */
export function ProjectBackgroundModal() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { projectId, project, close } = useProjectModal();
  const info = useInfoQuery();
  const { upload, remove } = useBackgroundMutations(projectId);
  const background = useBackgroundImage(project.data);
  const toast = useToasts((s) => s.show);
  const [problem, setProblem] = useState<string | null>(null);
  const max = parseSize(info.data?.maxFileSize);
  const enabled = (info.data?.enabledBackgroundProviders ?? []).includes('upload');
  const has = hasBackground(project.data);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const why = backgroundFileProblem(file, max);
    setProblem(
      why === 'type'
        ? t('projectBackground.wrongType')
        : why === 'size'
          ? t('projectBackground.tooBig', { max: formatBytes(max, i18n.language) })
          : null,
    );
    if (!why)
      upload.mutate(file, { onSuccess: () => toast({ kind: 'success', message: t('projectBackground.uploaded') }) });
  }

  return (
    <Modal title={t('projectBackground.heading')} onClose={close}>
      <h2>{t('projectBackground.heading')}</h2>
      {(project.isPending || info.isPending) && <Loading />}
      {project.isError && <ErrorBox error={project.error} onRetry={() => void project.refetch()} />}
      {info.isSuccess && !enabled && <Empty title={t('projectBackground.unavailable')} />}
      {enabled && project.data && (
        <div className="form background-form">
          {upload.isError && <ErrorBox error={upload.error} />}
          {remove.isError && <ErrorBox error={remove.error} />}
          {has && background.isError && <ErrorBox error={background.error} onRetry={() => void background.refetch()} />}
          <div className="background-preview">
            {has && background.isPending && <Loading />}
            {has && background.data ? (
              <BlobImage blob={background.data} alt={t('projectBackground.current')} data-testid="background-preview" />
            ) : (
              !has && <p className="muted">{t('projectBackground.none')}</p>
            )}
          </div>
          <label htmlFor={`${id}-file`}>{t('projectBackground.choose')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={BACKGROUND_TYPES.join(',')}
            disabled={upload.isPending}
            onChange={choose}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="muted">
            {t('projectBackground.hint', { max: formatBytes(max, i18n.language) })}
          </p>
          {problem && (
            <p className="field-error" role="alert">
              {problem}
            </p>
          )}
          {upload.isPending && <Loading label={t('projectBackground.uploading')} />}
          <div className="row modal-actions">
            {has && (
              <button
                type="button"
                className="btn btn-danger"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => toast({ kind: 'success', message: t('projectBackground.removed') }),
                  })
                }
              >
                {t('projectBackground.remove')}
              </button>
            )}
            <button type="button" className="btn" onClick={close}>
              {t('common.close')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
