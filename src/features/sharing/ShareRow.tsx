import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@/api/sharing';
import { PermissionSelect } from './PermissionSelect';

/** One user or team a project is shared with: its name, its permission (changeable) and a remove button. */
export function ShareRow({
  name,
  shownName = name,
  picture,
  permission,
  onPermission,
  onRemove,
}: {
  /** The name the permission and remove controls are labelled with. */
  name: string;
  shownName?: string;
  picture?: ReactNode;
  permission: Permission;
  onPermission: (permission: Permission) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="label-row share-row">
      {picture}
      <span className="share-name">{shownName}</span>
      <PermissionSelect label={t('sharing.permissionOf', { name })} value={permission} onChange={onPermission} />
      <button type="button" className="btn btn-link" onClick={onRemove} aria-label={t('sharing.removeShare', { name })}>
        {t('teams.remove')}
      </button>
    </li>
  );
}
