import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '@/api/webhooks';
import { Modal } from '@/components/Modal';
import { Empty, ErrorBox, Loading } from '@/components/Status';
import { useInfoQuery } from '@/queries/user';
import { useWebhookEventsQuery, useWebhookMutations, useWebhooksQuery } from '@/queries/webhooks';
import { useToasts } from '@/stores/toasts';
import { useProjectModal } from './useProjectModal';
import { WebhookForm } from './WebhookForm';
import './project-settings-modals.css';

function WebhookRow({ webhook, busy, onDelete }: { webhook: Webhook; busy: boolean; onDelete: () => void }) {
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState(false);
  return (
    <li className="label-row webhook-row" data-testid="webhook-row">
      <span className="webhook-target">{webhook.targetUrl}</span>
      <span className="muted webhook-events-list">{webhook.events.join(', ')}</span>
      <span className="header-spacer" />
      {confirm ? (
        <span className="row" role="group" aria-label={t('projectWebhooks.confirmDelete', { url: webhook.targetUrl })}>
          <span>{t('projectWebhooks.confirmDelete', { url: webhook.targetUrl })}</span>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={onDelete}>
            {t('projectWebhooks.delete')}
          </button>
          <button type="button" className="btn" onClick={() => setConfirm(false)}>
            {t('common.cancel')}
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="btn btn-link"
          aria-label={t('projectWebhooks.deleteNamed', { url: webhook.targetUrl })}
          onClick={() => setConfirm(true)}
        >
          {t('projectWebhooks.delete')}
        </button>
      )}
    </li>
  );
}

/** /projects/:projectId/settings/webhooks: the project's webhooks, added and removed by its admins. */
export function ProjectWebhooksModal() {
  const { t } = useTranslation();
  const { projectId, close } = useProjectModal();
  const info = useInfoQuery();
  const enabled = info.data?.webhooksEnabled === true;
  const webhooks = useWebhooksQuery(projectId, enabled);
  const events = useWebhookEventsQuery(enabled);
  const { create, remove } = useWebhookMutations(projectId);
  const toast = useToasts((s) => s.show);
  const list = webhooks.data ?? [];

  return (
    <Modal title={t('projectWebhooks.heading')} onClose={close} wide>
      <h2>{t('projectWebhooks.heading')}</h2>
      {(info.isPending || (enabled && webhooks.isPending)) && <Loading />}
      {info.isSuccess && !enabled && <Empty title={t('projectWebhooks.unavailable')} />}
      {webhooks.isError && <ErrorBox error={webhooks.error} onRetry={() => void webhooks.refetch()} />}
      {remove.isError && <ErrorBox error={remove.error} />}
      {webhooks.isSuccess && list.length === 0 && (
        <Empty title={t('projectWebhooks.empty')}>
          <p className="empty-hint">{t('projectWebhooks.emptyHint')}</p>
        </Empty>
      )}
      {list.length > 0 && (
        <ul className="label-list">
          {list.map((w) => (
            <WebhookRow
              key={w.id}
              webhook={w}
              busy={remove.isPending}
              onDelete={() =>
                remove.mutate(w.id, {
                  onSuccess: () => toast({ kind: 'success', message: t('projectWebhooks.deleted') }),
                })
              }
            />
          ))}
        </ul>
      )}
      {enabled && webhooks.isSuccess && (
        <section aria-labelledby="new-webhook-heading">
          <h3 id="new-webhook-heading">{t('projectWebhooks.newHeading')}</h3>
          <WebhookForm
            events={events.data}
            eventsError={events.error}
            busy={create.isPending}
            error={create.error}
            onSubmit={(draft, reset) =>
              create.mutate(draft, {
                onSuccess: () => {
                  toast({ kind: 'success', message: t('projectWebhooks.created') });
                  reset();
                },
              })
            }
          />
        </section>
      )}
    </Modal>
  );
}
