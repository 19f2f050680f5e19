import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { projectIdOfFilter } from '@/api/filters';
import { Modal } from '@/components/Modal';
import { ModalActions } from '@/components/ModalActions';
import { ErrorBox, Loading } from '@/components/Status';
import {
  useCreateFilterMutation,
  useDeleteFilterMutation,
  useFilterQuery,
  useUpdateFilterMutation,
} from '@/queries/filters';
import { useToasts } from '@/stores/toasts';
import { FilterForm, type FilterDraft } from './FilterForm';

const NEW_FILTER: FilterDraft = {
  title: '',
  description: '',
  filters: { filter: 'done = false', filterIncludeNulls: true, sortBy: ['done', 'id'], orderBy: ['asc', 'desc'] },
};

/** /filters/new */
export function NewFilterModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFilterMutation();
  const location = useLocation();
  // Back to the page it was opened from; opened directly (a deep link, a new tab), to the projects instead of out of the app.
  const close = () => void (location.key === 'default' ? navigate('/projects', { replace: true }) : navigate(-1));
  return (
    <Modal title={t('filters.newTitle')} onClose={close}>
      <h2>{t('filters.newTitle')}</h2>
      <FilterForm
        initial={NEW_FILTER}
        submitLabel={t('filters.create')}
        busy={create.isPending}
        error={create.error}
        onSubmit={(draft) =>
          create.mutate(draft, {
            onSuccess: (saved) => void navigate(`/projects/${projectIdOfFilter(saved.id)}`, { replace: true }),
          })
        }
      />
    </Modal>
  );
}

/** The saved filter behind pseudo-project `projectId`, edited in place of the project editor. */
export function FilterEditModal({ filterId, onClose }: { filterId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const filter = useFilterQuery(filterId);
  const update = useUpdateFilterMutation();
  const toast = useToasts((s) => s.show);
  return (
    <Modal title={t('filters.editTitle')} onClose={onClose}>
      <h2>{t('filters.editTitle')}</h2>
      {filter.isPending && <Loading />}
      {filter.isError && <ErrorBox error={filter.error} />}
      {filter.data && (
        <FilterForm
          initial={filter.data}
          submitLabel={t('filters.save')}
          busy={update.isPending}
          error={update.error}
          onSubmit={(draft) =>
            update.mutate(
              { ...filter.data, ...draft },
              {
                onSuccess: () => {
                  toast({ kind: 'success', message: t('filters.saved') });
                  onClose();
                },
              },
            )
          }
        />
      )}
    </Modal>
  );
}

export function FilterDeleteModal({ filterId, onClose }: { filterId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteFilterMutation();
  const toast = useToasts((s) => s.show);
  return (
    <Modal title={t('filters.delete')} onClose={onClose}>
      <h2>{t('filters.delete')}</h2>
      <p>{t('filters.deleteText')}</p>
      {remove.isError && <ErrorBox error={remove.error} />}
      <ModalActions
        danger
        confirmLabel={t('filters.deleteConfirm')}
        disabled={remove.isPending}
        onConfirm={() =>
          remove.mutate(filterId, {
            onSuccess: () => {
              toast({ kind: 'success', message: t('filters.deleted') });
              void navigate('/', { replace: true });
            },
          })
        }
        onCancel={onClose}
      />
    </Modal>
  );
}
