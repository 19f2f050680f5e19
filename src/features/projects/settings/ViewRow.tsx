import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectView } from '@/api/types';
import { draftOf, type ViewDraft } from '@/api/views';
import { ViewForm } from './ViewForm';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/icons';
import { IconButton } from '@/components/Button';
import './project-settings-modals.css';

interface Props {
  view: ProjectView;
  admin: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
  error: unknown;
  onMove: (delta: number) => void;
  onSave: (draft: ViewDraft, done: () => void) => void;
  onDelete: () => void;
}

/** One view in the views screen: its title and kind; for admins move, edit (inline) and delete (confirmed). */
export function ViewRow({ view, admin, first, last, busy, error, onMove, onSave, onDelete }: Props) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'show' | 'edit' | 'confirm'>('show');
  if (mode === 'edit') {
    return (
      <li className="view-row is-editing">
        <ViewForm
          initial={draftOf(view)}
          submitLabel={t('projectViews.save')}
          busy={busy}
          error={error}
          onSubmit={(d) => onSave(d, () => setMode('show'))}
          onCancel={() => setMode('show')}
        />
      </li>
    );
  }
  return (
    <li className="label-row view-row" data-testid="view-row">
      <span className="view-row-title">{view.title}</span>
      <span className="muted">{t(`projectViews.kinds.${view.viewKind}`)}</span>
      <span className="header-spacer" />
      {admin && mode === 'confirm' && (
        <span className="row" role="group" aria-label={t('projectViews.confirmDelete', { title: view.title })}>
          <span>{t('projectViews.confirmDelete', { title: view.title })}</span>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={onDelete}>
            {t('projectViews.delete')}
          </button>
          <button type="button" className="btn" onClick={() => setMode('show')}>
            {t('common.cancel')}
          </button>
        </span>
      )}
      {admin && mode === 'show' && (
        <>
          <IconButton
            label={t('projectViews.moveUp', { title: view.title })}
            disabled={first || busy}
            onClick={() => onMove(-1)}
            icon={<ArrowUpIcon size={16} aria-hidden="true" />}
          />
          <IconButton
            label={t('projectViews.moveDown', { title: view.title })}
            disabled={last || busy}
            onClick={() => onMove(1)}
            icon={<ArrowDownIcon size={16} aria-hidden="true" />}
          />
          <button
            type="button"
            className="btn btn-link"
            aria-label={t('projectViews.editNamed', { title: view.title })}
            onClick={() => setMode('edit')}
          >
            {t('projectViews.edit')}
          </button>
          <button
            type="button"
            className="btn btn-link"
            aria-label={t('projectViews.deleteNamed', { title: view.title })}
            onClick={() => setMode('confirm')}
          >
            {t('projectViews.delete')}
          </button>
        </>
      )}
    </li>
  );
}
