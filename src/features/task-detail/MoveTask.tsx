import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { useProjectsQuery } from '@/queries/projects';
import { Button } from '@/components/Button';
import { FolderInputIcon } from '@/components/icons';
import { moveTargets } from './move-targets';

const SHOWN = 8;

/** Moves the task to another project, chosen by searching the writable, non-archived ones. */
export function MoveTask({
  projectId,
  saving,
  onMove,
}: {
  projectId: number;
  saving: boolean;
  onMove: (project: Project) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const projects = useProjectsQuery();
  const targets = moveTargets(projects.data ?? [], projectId, search).slice(0, SHOWN);

  function close() {
    setOpen(false);
    setSearch('');
  }
  async function move(project: Project | undefined) {
    if (project && (await onMove(project))) close();
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    void move(targets[0]);
  }

  if (!open) {
    return (
      <div className="task-move">
        <Button
          variant="ghost"
          data-shortcut="move"
          icon={<FolderInputIcon size={16} aria-hidden="true" />}
          onClick={() => setOpen(true)}
        >
          {t('taskDetail.move')}
        </Button>
      </div>
    );
  }
  return (
    <form className="task-move task-move-open form" onSubmit={submit}>
      <label htmlFor={id}>{t('taskDetail.moveTo')}</label>
      <div className="row">
        <input
          id={id}
          data-shortcut="move"
          placeholder={t('taskDetail.moveSearch')}
          value={search}
          autoComplete="off"
          // The field appears because the person asked to move the task: typing goes straight in.
          autoFocus
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.preventDefault();
            e.stopPropagation();
            close();
          }}
        />
        <Button onClick={close}>{t('common.cancel')}</Button>
      </div>
      {targets.length > 0 ? (
        <ul className="suggestions" aria-label={t('taskDetail.moveTargets')}>
          {targets.map((p) => (
            <li key={p.id}>
              <button type="button" className="btn btn-link" disabled={saving} onClick={() => void move(p)}>
                {p.title}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{projects.isPending ? t('taskDetail.moveLoading') : t('taskDetail.moveNone')}</p>
      )}
    </form>
  );
}
