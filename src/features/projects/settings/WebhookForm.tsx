import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDraft } from '@/api/webhooks';
import { LabelledInput } from '@/components/Field';
import { ErrorBox, Loading } from '@/components/Status';
import { toggleEvent, validateWebhook } from './webhook-form';
import '@/features/settings/settings-layout.css';
import './project-settings-modals.css';

interface Props {
  events: string[] | undefined;
  eventsError: unknown;
  busy: boolean;
  error: unknown;
  onSubmit: (draft: WebhookDraft, reset: () => void) => void;
}

const EMPTY: WebhookDraft = { targetUrl: '', events: [], secret: '' };

/** A new webhook: target URL, the events that fire it (from the server) and an optional signing secret. */
export function WebhookForm({ events, eventsError, busy, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const errors = validateWebhook(draft);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (errors.targetUrl || errors.events) return;
    onSubmit({ ...draft, targetUrl: draft.targetUrl.trim() }, () => {
      setDraft(EMPTY);
      setTouched(false);
    });
  }

  return (
    <form className="form webhook-form" onSubmit={submit} noValidate>
      {error !== null && error !== undefined && <ErrorBox error={error} />}
      <LabelledInput
        id={`${id}-url`}
        label={t('projectWebhooks.targetUrl')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={draft.targetUrl}
        error={touched && errors.targetUrl ? t(errors.targetUrl) : null}
        onChange={(targetUrl) => setDraft({ ...draft, targetUrl })}
      />
      <LabelledInput
        id={`${id}-secret`}
        label={t('projectWebhooks.secret')}
        type="password"
        autoComplete="new-password"
        value={draft.secret}
        aria-describedby={`${id}-secret-hint`}
        onChange={(secret) => setDraft({ ...draft, secret })}
      />
      <p id={`${id}-secret-hint`} className="muted">
        {t('projectWebhooks.secretHint')}
      </p>
      <fieldset
        className="webhook-events"
        aria-describedby={touched && errors.events ? `${id}-events-error` : undefined}
      >
        <legend>{t('projectWebhooks.events')}</legend>
        {events === undefined && !eventsError && <Loading />}
        {eventsError !== null && eventsError !== undefined && <ErrorBox error={eventsError} />}
        {(events ?? []).map((name) => (
          <label key={name} className="checkbox">
            <input
              type="checkbox"
              checked={draft.events.includes(name)}
              onChange={() => setDraft({ ...draft, events: toggleEvent(events ?? [], draft.events, name) })}
            />
            <code>{name}</code>
          </label>
        ))}
      </fieldset>
      {touched && errors.events && (
        <p id={`${id}-events-error`} className="field-error">
          {t(errors.events)}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('projectWebhooks.create')}
      </button>
    </form>
  );
}
