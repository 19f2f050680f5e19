import type { WebhookDraft } from '@/api/webhooks';

export interface WebhookErrors {
  /** i18n keys, or null when the field is fine. */
  targetUrl: string | null;
  events: string | null;
}

/** An absolute http(s) URL with a host. */
export function isWebhookUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A webhook needs a valid target URL and at least one event. */
export function validateWebhook(draft: WebhookDraft): WebhookErrors {
  return {
    targetUrl: isWebhookUrl(draft.targetUrl) ? null : 'projectWebhooks.urlInvalid',
    events: draft.events.length > 0 ? null : 'projectWebhooks.eventsRequired',
  };
}

/** Adds or removes one event, keeping the server's order of `all`. */
export function toggleEvent(all: string[], chosen: string[], event: string): string[] {
  const next = new Set(chosen);
  if (next.has(event)) next.delete(event);
  else next.add(event);
  return all.filter((e) => next.has(e));
}
