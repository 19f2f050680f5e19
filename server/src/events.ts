import type { AppState } from './context.ts';

export interface EventContext {
  projectId: number;
  doerId: number;
}

type Listener = (app: AppState, name: string, payload: Record<string, unknown>, ctx: EventContext) => void;
const listeners: Listener[] = [];

/** Subscribes to domain events (webhooks, notifications). */
export function onEvent(l: Listener): void {
  listeners.push(l);
}

/** Publishes a domain event; listeners must not throw into the request that caused it. */
export function emitEvent(app: AppState, name: string, payload: Record<string, unknown>, ctx: EventContext): void {
  for (const l of listeners) {
    try {
      l(app, name, payload, ctx);
    } catch (err) {
      console.error(`event listener for ${name} failed`, err);
    }
  }
}
