import { useTranslation } from 'react-i18next';
import { parseSize } from '@/api/attachments';
import { BACKGROUND_TYPES, backgroundFileProblem } from '@/api/backgrounds';
import { Modal } from '@/components/Modal';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useBackgroundMutations } from '@/queries/backgrounds';
import { useInfoQuery } from '@/queries/user';
import { useToasts } from '@/stores/toasts';
import { BlobImage } from '@/components/BlobImage';
import { ImageFileInput } from '@/components/ImageFileInput';
import { hasBackground, useBackgroundImage } from './useBackgroundImage';
import { useProjectModal } from './useProjectModal';
import './project-settings-modals.css';

const BACKGROUND_TEXTS = {
  choose: 'projectBackground.choose',
  hint: 'projectBackground.hint',
  wrongType: 'projectBackground.wrongType',
  tooBig: 'projectBackground.tooBig',
};

/** /projects/:projectId/settings/background: upload (type and size checked first), preview, remove. */
export function ProjectBackgroundModal() {
  const { t } = useTranslation();
  const { projectId, project, close } = useProjectModal();
  const info = useInfoQuery();
  const { upload, remove } = useBackgroundMutations(projectId);
  const background = useBackgroundImage(project.data);
  const toast = useToasts((s) => s.show);
  const enabled = (info.data?.enabledBackgroundProviders ?? []).includes('upload');
  const has = hasBackground(project.data);

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
          <ImageFileInput
            types={BACKGROUND_TYPES}
            maxBytes={parseSize(info.data?.maxFileSize)}
            check={backgroundFileProblem}
            disabled={upload.isPending}
            onPick={(file) =>
              upload.mutate(file, {
                onSuccess: () => toast({ kind: 'success', message: t('projectBackground.uploaded') }),
              })
            }
            keys={BACKGROUND_TEXTS}
          />
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
