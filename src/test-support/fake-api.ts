import { fakeServer, type SeenCall } from './screen';

type Handler = (body: unknown, url: URL) => unknown;

/** A fake server whose routes ("METHOD /path") answer from the parsed JSON body; every call is recorded. */
export function fakeApi(routes: Record<string, Handler>) {
  return fakeServer(
    Object.fromEntries(
      Object.entries(routes).map(([key, handler]) => [key, (call: SeenCall, url: URL) => handler(call.body, url)]),
    ),
  );
}
