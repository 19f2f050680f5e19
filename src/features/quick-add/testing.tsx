import type { Platform } from '@/platform/types';
import { Answer, fakeServer, providers, type SeenCall } from '@/test-support/screen';

export type Call = SeenCall;

/** A non-200 answer from a fake route. */
export const reply = (status: number, json: unknown) => new Answer(status, json);

type Handler = (body: unknown, url: URL) => unknown;

/** A fake server for component tests: `routes` maps "METHOD /path" to a handler of the JSON body; every call is recorded. */
export function fakeApi(routes: Record<string, Handler>) {
  return fakeServer(
    Object.fromEntries(
      Object.entries(routes).map(([key, handler]) => [key, (call: SeenCall, url: URL) => handler(call.body, url)]),
    ),
  );
}

/** Providers a component needs: i18n (English), a fresh QueryClient and the services (no platform). */
export function renderWrapper(client: ReturnType<typeof fakeApi>['client']) {
  // The components tested with this never touch the platform.
  return providers(client, {} as Platform);
}
