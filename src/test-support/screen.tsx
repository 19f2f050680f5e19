import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createClient } from '@/api/client';
import type { ServerInfo, User } from '@/api/types';
import { ServicesProvider } from '@/app/context';
import type { KeyValueStorage, Platform } from '@/platform/types';
import { infoKeys, userKeys } from '@/queries/user';
import { useSession } from '@/stores/session';
import { liveStorage } from './storage';
import en from '../../locales/en.json';

/** One request as the fake server saw it: `body` is the parsed JSON body, `form` a multipart body's fields. */
export interface SeenCall {
  method: string;
  path: string;
  body: unknown;
  form?: FormData;
}

/** An answer with a status other than 200. */
export class Answer {
  constructor(
    readonly status: number,
    readonly json: unknown,
  ) {}
}

type Route = (call: SeenCall, url: URL) => unknown;

/** A fake API for screen tests: `routes` maps "METHOD /path" to an answer (or its promise); every call is recorded. */
export function fakeServer(routes: Record<string, Route>) {
  const calls: SeenCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const body = init?.body;
    const call: SeenCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      body: typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined,
      form: body instanceof FormData ? body : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const result: unknown = await (route
      ? route(call, url)
      : new Answer(404, { message: `no route ${call.method} ${call.path}` }));
    const { status, json } = result instanceof Answer ? result : new Answer(200, result);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  };
  const client = createClient({ baseUrl: () => 'http://vikunja.test/api/v1', token: () => 'token', fetch });
  return { client, calls };
}

/** Key-value storage in memory, enough for the screens under test (set() notifies subscribers). */
export const memoryStorage = (initial: Record<string, unknown> = {}): KeyValueStorage => liveStorage(initial).storage;

export const testInfo = (patch: Partial<ServerInfo> = {}): ServerInfo =>
  ({
    version: 'v2.5.0',
    maxFileSize: '20MB',
    availableMigrators: ['vikunja-file', 'ticktick', 'todoist', 'trello'],
    ...patch,
  }) as ServerInfo;

interface WrapperOptions {
  client: ReturnType<typeof createClient>;
  info?: ServerInfo;
  user?: User;
  storage?: KeyValueStorage;
}

/** A fresh query cache that never retries, as tests want failures at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The app's providers around a component under test: English (initialised synchronously), the cache, the services. */
export function providers(
  client: ReturnType<typeof createClient>,
  platform: Platform,
  queryClient = testQueryClient(),
) {
  const i18n = i18next.createInstance();
  // Initialised synchronously: the screen renders in the first commit instead of suspending.
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ServicesProvider value={{ platform, client }}>{children}</ServicesProvider>
        </QueryClientProvider>
      </I18nextProvider>
    );
  };
}

/** Providers for a screen: English, a query cache seeded with /info and the user, the services. */
export function screenWrapper({ client, info = testInfo(), user, storage = memoryStorage() }: WrapperOptions) {
  const queryClient = testQueryClient();
  const { apiUrl } = useSession.getState();
  queryClient.setQueryData(infoKeys.server(apiUrl), info);
  if (user) queryClient.setQueryData(userKeys.current(), user);
  // Only storage is used by these screens; the rest of the platform stays out of reach.
  return providers(client, { kind: 'web', storage } as Platform, queryClient);
}

/** Renders a screen in those providers under StrictMode at the root, as the app boots (effects run twice). */
export function renderScreen(ui: ReactElement, options: WrapperOptions) {
  const Wrapper = screenWrapper(options);
  return render(<Wrapper>{ui}</Wrapper>, { reactStrictMode: true });
}
