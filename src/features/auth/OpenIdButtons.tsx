import { useTranslation } from 'react-i18next';
import type { OpenIdProvider } from '@/api/types';
import { usePlatform } from '@/app/context';
import type { Platform } from '@/platform/types';
import { AUTH_KEYS } from '@/stores/session';
import { appBaseUrl } from './after-login';
import { providerAuthUrl, randomState, redirectUriFor } from './openid';

/** Sends the browser to a provider with a fresh random state kept for the callback's check. */
export async function startProviderLogin(platform: Platform, provider: OpenIdProvider, serverRedirectUrl?: string): Promise<void> {
  const state = randomState();
  await platform.storage.set(AUTH_KEYS.openIdState, state);
  window.location.assign(providerAuthUrl(provider, redirectUriFor(provider.key, serverRedirectUrl, appBaseUrl(platform)), state));
}

export function OpenIdButtons({ providers, redirectUrl }: { providers: OpenIdProvider[]; redirectUrl?: string }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  if (providers.length === 0) return null;
  return (
    <div className="openid-buttons">
      {providers.map((provider) => (
        <button key={provider.key} type="button" className="btn" onClick={() => void startProviderLogin(platform, provider, redirectUrl)}>
          {t('auth.openid.loginWith', { provider: provider.name })}
        </button>
      ))}
    </div>
  );
}
