import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@/api/client';
import type { Platform } from '@/platform/types';

interface AppServices {
  platform: Platform;
  client: ApiClient;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ value, children }: { value: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesProvider missing');
  return services;
}

/** The session's HTTP client. */
export const useApi = (): ApiClient => useServices().client;
/** The host (web page or extension) the app runs in. */
export const usePlatform = (): Platform => useServices().platform;
