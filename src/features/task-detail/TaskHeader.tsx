import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TaskWithSubscription } from '@/api/subscriptions';
import type { Project } from '@/api/types';
import { useSession } from '@/stores/session';
import { FavoriteButton } from './FavoriteButton';
import { SubscriptionButton } from './SubscriptionButton';

interface Props {
  task: TaskWithSubscription;
  project: Project | undefined;
  canWrite: boolean;
  onDone: (done: boolean) => void;
  onFavorite: () => void;
}

/**
 * Identifier, done, the project the task is in, and the person's own star and subscription (not for
 * link-share guests: subscriptions belong to accounts, the server refuses them with 1023).
 */
export function TaskHeader({ task, project, canWrite, onDone, onFavorite }: Props) {
  const { t } = useTranslation();
  const guest = useSession((s) => s.linkShare !== null);
  return (
    <header className="task-detail-header">
      <span className="task-identifier">{task.identifier}</span>
      {canWrite ? (
        <label className="checkbox">
          <input type="checkbox" checked={task.done} onChange={(e) => onDone(e.target.checked)} />
          {t('taskDetail.done')}
        </label>
      ) : (
        task.done && <span className="badge badge-done">{t('taskDetail.done')}</span>
      )}
      {project && (
        <span className="task-project">
          <span className="visually-hidden">{t('taskDetail.project')}</span>
          <Link to={`/projects/${project.id}`}>{project.title}</Link>
        </span>
      )}
      <span className="header-spacer" />
      {canWrite && <FavoriteButton isFavorite={task.isFavorite} disabled={false} onToggle={onFavorite} />}
      {!guest && <SubscriptionButton task={task} />}
    </header>
  );
}
