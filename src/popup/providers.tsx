import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/errors';
import { ServicesProvider } from '@/app/context';
import { PopupEnvContext, type PopupEnv } from './env';

/**
 * The popup's query client: the app's rules (a client error is not retried, anything else twice more), no
 * refetch on focus (a popup lives for seconds and is focused at once).
 */
export function createPopupQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** What every part of the popup and the capture window reads: queries, the API client and the extension. */
export function PopupProviders({
  env,
  queryClient,
  children,
}: {
  env: PopupEnv;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ServicesProvider value={{ platform: env.platform, client: env.client }}>
        <PopupEnvContext.Provider value={env}>{children}</PopupEnvContext.Provider>
      </ServicesProvider>
    </QueryClientProvider>
  );
}
