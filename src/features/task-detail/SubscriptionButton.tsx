import { useTranslation } from 'react-i18next';
import { isInheritedSubscription, type TaskWithSubscription } from '@/api/subscriptions';
import { useSubscriptionMutation } from '@/queries/subscriptions';
import { useToasts } from '@/stores/toasts';
import { useErrorToast } from '@/components/use-error-toast';
import { BellIcon, BellOffIcon } from '@/components/icons';
import { Tooltip } from '@/components/Tooltip';

/**
 * Notifications about this task: pressed while subscribed. A subscription that comes from the
 * project can only be ended there, so the toggle is then disabled and says why.
 */
export function SubscriptionButton({ task }: { task: TaskWithSubscription }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const toggle = useSubscriptionMutation('task', task.id);
  const toast = useToasts((s) => s.show);
  const subscribed = Boolean(task.subscription);
  const inherited = isInheritedSubscription(task.subscription, task.id);

  function run() {
    const next = !subscribed;
    toggle.mutate(next, {
      onSuccess: () =>
        toast({ kind: 'success', message: t(next ? 'taskDetail.subscribedToast' : 'taskDetail.unsubscribedToast') }),
      onError: showError,
    });
  }

  const button = (
    <button
      type="button"
      className={`btn task-toggle${subscribed ? ' is-on' : ''}`}
      aria-pressed={subscribed}
      disabled={inherited || toggle.isPending}
      onClick={run}
    >
      {subscribed ? <BellIcon size={16} aria-hidden="true" /> : <BellOffIcon size={16} aria-hidden="true" />}{' '}
      {t('taskDetail.subscribe')}
    </button>
  );
  // Subscribed through the project: the button is off, and its reason is the tooltip (also its description).
  return (
    <span className="task-subscription">
      {inherited ? (
        <Tooltip text={t('taskDetail.subscribedThroughProject')} describes>
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </span>
  );
}
