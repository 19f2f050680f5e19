import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { ErrorBox } from '@/components/Status';
import { useCreateChildProjectMutation } from '@/queries/project-settings';
import { useProjectsQuery } from '@/queries/projects';
import { useToasts } from '@/stores/toasts';

/** The parent from /projects/:parentProjectId/new or /projects/new?parent=ID; 0 for a top-level project. */
function useParentId(): number {
  const { parentProjectId } = useParams();
  const [search] = useSearchParams();
  const id = Number(parentProjectId ?? search.get('parent') ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** /projects/new and /projects/:parentProjectId/new. */
export function NewProjectModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initialParent = useParentId();
  const projects = useProjectsQuery();
  const create = useCreateChildProjectMutation();
  const toast = useToasts((s) => s.show);
  const [title, setTitle] = useState('');
  const [parent, setParent] = useState(initialParent);
  const [touched, setTouched] = useState(false);
  const missing = title.trim() === '';
  const parentTitle = projects.data?.find((p) => p.id === initialParent)?.title;
  const heading =
    initialParent && parentTitle ? t('newProject.subHeading', { parent: parentTitle }) : t('newProject.heading');
  // Any real project can hold a new one (pseudo-projects such as saved filters cannot).
  const parents = (projects.data ?? []).filter((p) => p.id > 0).sort((a, b) => a.title.localeCompare(b.title));
  const close = () => void navigate(initialParent ? `/projects/${initialParent}` : '/', { replace: true });

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    create.mutate(
      { title: title.trim(), parentProjectId: parent },
      {
        onSuccess: (project) => {
          toast({ kind: 'success', message: t('newProject.created', { title: project.title }) });
          void navigate(`/projects/${project.id}`, { replace: true });
        },
      },
    );
  }

  return (
    <Modal title={heading} onClose={close}>
      <h2>{heading}</h2>
      <form className="form" onSubmit={submit} noValidate>
        {create.isError && <ErrorBox error={create.error} />}
        <label htmlFor="new-project-title">{t('projectSettings.title')}</label>
        <input
          id="new-project-title"
          value={title}
          aria-invalid={touched && missing}
          onChange={(e) => setTitle(e.target.value)}
        />
        {touched && missing && <p className="field-error">{t('projectSettings.titleRequired')}</p>}
        <label htmlFor="new-project-parent">{t('projectSettings.parent')}</label>
        <select id="new-project-parent" value={parent} onChange={(e) => setParent(Number(e.target.value))}>
          <option value={0}>{t('projectSettings.noParent')}</option>
          {parents.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t('newProject.create')}
        </button>
      </form>
    </Modal>
  );
}
