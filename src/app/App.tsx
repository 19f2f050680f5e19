import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, HashRouter, useLocation, useRoutes } from 'react-router';
import type { i18n } from 'i18next';
import type { ApiClient } from '@/api/client';
import { isApiError } from '@/api/errors';
import type { Platform } from '@/platform/types';
import { Toasts } from '@/components/Toasts';
import { ServicesProvider } from './context';
import { RouteErrorBoundary } from './ErrorBoundary';
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
  const Router = platform.kind === 'extension' ? HashRouter : BrowserRouter;
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ServicesProvider value={{ platform, client }}>
          <Router>
            <AppRoutes />
          </Router>
          <Toasts />
        </ServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The app's pages at the current address, with any page error shown in place of the page. */
function AppRoutes() {
  const { key } = useLocation();
  const page = useRoutes(routes);
  return <RouteErrorBoundary resetKey={key}>{page}</RouteErrorBoundary>;
}
