import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createClient } from '@/api/client';
import { ServicesProvider } from '@/app/context';
import type { Platform } from '@/platform/types';
import en from '../../../locales/en.json';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

class Reply {
  constructor(
    readonly status: number,
    readonly json: unknown,
  ) {}
}

/** A non-200 answer from a fake route. */
export const reply = (status: number, json: unknown) => new Reply(status, json);

type Handler = (body: unknown, url: URL) => unknown;

/** A fake server for component tests: `routes` maps "METHOD /path" to a handler; every call is recorded. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    const result = handler ? handler(body, url) : reply(404, { message: `no route ${method} ${path}` });
    const { status, json } = result instanceof Reply ? result : new Reply(200, result);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  };
  const client = createClient({ baseUrl: () => 'http://vikunja.test/api/v1', token: () => 'token', fetch });
  return { client, calls };
}

/** Providers a quick-add component needs: i18n (English), a fresh QueryClient and the services. */
export function renderWrapper(client: ReturnType<typeof createClient>) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The component never touches the platform; an empty stand-in keeps the provider's type honest enough.
  const platform = {} as Platform;
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
