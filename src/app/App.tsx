import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, createHashRouter, RouterProvider } from 'react-router';
import type { i18n } from 'i18next';
import type { ApiClient } from '@/api/client';
import { isApiError } from '@/api/errors';
import type { Platform } from '@/platform/types';
import { Toasts } from '@/components/Toasts';
import { ServicesProvider } from './context';
import { routes } from './routes';

/** Client errors will not get better by asking again; everything else gets two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

interface AppProps {
  platform: Platform;
  client: ApiClient;
  i18n: i18n;
  /** The cache boot filled (kept answers, requests already on their way); a new one when left out. */
  queryClient?: QueryClient;
}

export function App({ platform, client, i18n, queryClient: booted }: AppProps) {
  const [queryClient] = useState(() => booted ?? createQueryClient());
  // Extension pages have no server behind their paths, so they route by the hash.
  const [router] = useState(() =>
    platform.kind === 'extension' ? createHashRouter(routes) : createBrowserRouter(routes),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ServicesProvider value={{ platform, client }}>
          <RouterProvider router={router} />
          <Toasts />
        </ServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
