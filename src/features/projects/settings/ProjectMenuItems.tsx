import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { useInfoQuery, useUserQuery } from '@/queries/user';
import { useSession } from '@/stores/session';
import { FAVORITES_PROJECT_ID } from '../project-title';
import { DisabledMenuItem, MenuLink } from './MenuItems';
import { SubscriptionToggle } from './SubscriptionToggle';

const ADMIN = 2;

/**
 * The entries of a project's settings menu, shared by the project header and the
 * sidebar row: background and webhooks only when the server offers them; delete only for admins; the
 * default project can be neither archived nor deleted; an archived project offers unarchive only.
 * Link-share guests are not offered what the server keeps for accounts (1023): sharing, duplicating,
 * subscribing, sub-projects and webhooks.
 */
export function ProjectMenuItems({ project, permission }: { project: Project; permission: number }) {
  const { t } = useTranslation();
  const info = useInfoQuery();
  const user = useUserQuery();
  const guest = useSession((s) => s.linkShare !== null);
  const base = `/projects/${project.id}/settings`;
  if (project.id === FAVORITES_PROJECT_ID) return null;
  // A saved filter (pseudo-project below -1) offers only edit, views and delete.
  if (project.id < FAVORITES_PROJECT_ID) {
    return (
      <>
        <MenuLink to={`${base}/edit`} label={t('projectSettings.edit')} />
        <MenuLink to={`${base}/views`} label={t('projectSettings.views')} />
        <MenuLink to={`${base}/delete`} label={t('filters.delete')} />
      </>
    );
  }
  if (project.isArchived) return <MenuLink to={`${base}/archive`} label={t('projectSettings.unarchive')} />;
  const isDefault = user.data?.settings?.defaultProjectId === project.id;
  const admin = permission >= ADMIN;
  const backgrounds = (info.data?.enabledBackgroundProviders ?? []).includes('upload');
  // The server answers webhooks to project admins only.
  const webhooks = info.data?.webhooksEnabled === true && admin && !guest;
  return (
    <>
      <MenuLink to={`${base}/edit`} label={t('projectSettings.edit')} />
      <MenuLink to={`${base}/views`} label={t('projectSettings.views')} />
      {backgrounds && <MenuLink to={`${base}/background`} label={t('projectSettings.background')} />}
      {!guest && <MenuLink to={`${base}/share`} label={t('projectSettings.share')} />}
      {!guest && <MenuLink to={`${base}/duplicate`} label={t('projectSettings.duplicate')} />}
      {isDefault ? (
        <DisabledMenuItem label={t('projectSettings.archive')} reason={t('projectSettings.defaultCannotArchive')} />
      ) : (
        <MenuLink to={`${base}/archive`} label={t('projectSettings.archive')} />
      )}
      {!guest && <SubscriptionToggle project={project} />}
      {webhooks && <MenuLink to={`${base}/webhooks`} label={t('projectSettings.webhooks')} />}
      {!guest && <MenuLink to={`/projects/${project.id}/new`} label={t('projectSettings.newSubproject')} />}
      {admin &&
        (isDefault ? (
          <DisabledMenuItem label={t('projectSettings.delete')} reason={t('projectSettings.defaultCannotDelete')} />
        ) : (
          <MenuLink to={`${base}/delete`} label={t('projectSettings.delete')} />
        ))}
    </>
  );
}
