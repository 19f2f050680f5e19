import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { useSubscriptionMutation } from '@/queries/subscriptions';
import { useToasts } from '@/stores/toasts';
import { DisabledMenuItem } from './MenuItems';
import { useErrorToast } from '@/components/use-error-toast';

/** Subscribe to or unsubscribe from the project's notifications; the label says what a click does. */
export function SubscriptionToggle({ project }: { project: Project }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const toggle = useSubscriptionMutation('project', project.id);
  const toast = useToasts((s) => s.show);
  const subscription = project.subscription ?? null;
  const subscribed = subscription !== null;

  // Subscribed through a parent project: only the parent can end it.
  if (subscribed && subscription.entityId !== project.id) {
    return (
      <DisabledMenuItem
        label={t('projectSettings.unsubscribe')}
        reason={t('projectSettings.subscribedThroughParent')}
      />
    );
  }
  function run() {
    const next = !subscribed;
    toggle.mutate(next, {
      onSuccess: () =>
        toast({ kind: 'success', message: t(next ? 'projectSettings.subscribed' : 'projectSettings.unsubscribed') }),
      onError: showError,
    });
  }
  return (
    <li>
      <button type="button" className="menu-item" aria-pressed={subscribed} disabled={toggle.isPending} onClick={run}>
        {t(subscribed ? 'projectSettings.unsubscribe' : 'projectSettings.subscribe')}
      </button>
    </li>
  );
}
