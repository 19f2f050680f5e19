import type { Platform } from '@/platform/types';
import { fakeApi } from '@/test-support/fake-api';
import { Answer, providers, type SeenCall } from '@/test-support/screen';

export type Call = SeenCall;

/** A non-200 answer from a fake route. */
export const reply = (status: number, json: unknown) => new Answer(status, json);

/** A fake server for component tests: `routes` maps "METHOD /path" to a handler of the JSON body. */
export { fakeApi };

/** Providers a component needs: i18n (English), a fresh QueryClient and the services (no platform). */
export function renderWrapper(client: ReturnType<typeof fakeApi>['client']) {
  // The components tested with this never touch the platform.
  return providers(client, {} as Platform);
}
