import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readPermission } from '@/api/version';
import { draftOf } from '@/api/views';
import { Modal } from '@/components/Modal';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useProjectViewsQuery } from '@/queries/projects';
import { useViewMutations } from '@/queries/views';
import { useToasts } from '@/stores/toasts';
import { useProjectModal } from './useProjectModal';
import { moveView, newViewDraft, sortViews } from './view-form';
import { ViewForm } from './ViewForm';
import { ViewRow } from './ViewRow';
import './project-settings-modals.css';

const ADMIN = 2;

/** /projects/:projectId/settings/views: the project's views; only admins change them. */
export function ProjectViewsModal() {
  const { t } = useTranslation();
  const { projectId, project, close } = useProjectModal();
  const views = useProjectViewsQuery(projectId);
  const { create, update, remove } = useViewMutations(projectId);
  const toast = useToasts((s) => s.show);
  const [formKey, setFormKey] = useState(0);
  const admin = project.data !== undefined && (readPermission(project.data) ?? 0) >= ADMIN;
  const sorted = sortViews(views.data ?? []);

  async function move(index: number, delta: number) {
    for (const change of moveView(sorted, index, delta)) {
      await update.mutateAsync({ view: change.view, draft: { ...draftOf(change.view), position: change.position } });
    }
  }

  return (
    <Modal title={t('projectViews.heading')} onClose={close} wide>
      <h2>{t('projectViews.heading')}</h2>
      {(project.isPending || views.isPending) && <Loading />}
      {project.isError && <ErrorBox error={project.error} onRetry={() => void project.refetch()} />}
      {views.isError && <ErrorBox error={views.error} onRetry={() => void views.refetch()} />}
      {project.data && !admin && <p className="warning">{t('projectViews.adminsOnly')}</p>}
      {(update.isError || remove.isError) && <ErrorBox error={update.error ?? remove.error} />}
      {views.isSuccess && sorted.length === 0 && <Empty title={t('projectViews.empty')} />}
      <ul className="label-list view-list">
        {sorted.map((view, index) => (
          <ViewRow
            key={view.id}
            view={view}
            admin={admin}
            first={index === 0}
            last={index === sorted.length - 1}
            busy={update.isPending || remove.isPending}
            error={null}
            onMove={(delta) => void move(index, delta).catch(() => undefined)}
            onSave={(draft, done) =>
              update.mutate(
                { view, draft },
                {
                  onSuccess: () => {
                    toast({ kind: 'success', message: t('projectViews.saved') });
                    done();
                  },
                },
              )
            }
            onDelete={() =>
              remove.mutate(view.id, {
                onSuccess: () => toast({ kind: 'success', message: t('projectViews.deleted', { title: view.title }) }),
              })
            }
          />
        ))}
      </ul>
      {admin && views.isSuccess && (
        <section aria-labelledby="new-view-heading" className="new-view">
          <h3 id="new-view-heading">{t('projectViews.newHeading')}</h3>
          <ViewForm
            key={formKey}
            initial={newViewDraft(sorted)}
            submitLabel={t('projectViews.create')}
            busy={create.isPending}
            error={create.error}
            onSubmit={(draft) =>
              create.mutate(draft, {
                onSuccess: (saved) => {
                  toast({ kind: 'success', message: t('projectViews.created', { title: saved.title }) });
                  setFormKey((k) => k + 1);
                },
              })
            }
          />
        </section>
      )}
    </Modal>
  );
}
