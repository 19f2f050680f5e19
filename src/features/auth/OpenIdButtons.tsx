import { useTranslation } from 'react-i18next';
import type { OpenIdProvider } from '@/api/types';
import { usePlatform } from '@/app/context';
import type { Platform } from '@/platform/types';
import { appBaseUrl } from './after-login';
import { providerAuthUrl, randomState, redirectUriFor } from './openid';
import { rememberProviderLogin } from './openid-flow';

/**
 * Sends the browser to a provider with a fresh random state kept for the callback's check, and the
 * route the visitor wanted (the login page's ?redirect=) kept with it for after the round trip.
 */
export async function startProviderLogin(
  platform: Platform,
  provider: OpenIdProvider,
  serverRedirectUrl?: string,
  redirect: string | null = null,
): Promise<void> {
  const state = randomState();
  await rememberProviderLogin(platform.storage, state, redirect);
  window.location.assign(
    providerAuthUrl(provider, redirectUriFor(provider.key, serverRedirectUrl, appBaseUrl(platform)), state),
  );
}

interface Props {
  providers: OpenIdProvider[];
  redirectUrl?: string;
  /** The app route to land on after the provider sent the visitor back. */
  redirect?: string | null;
}

export function OpenIdButtons({ providers, redirectUrl, redirect = null }: Props) {
  const { t } = useTranslation();
  const platform = usePlatform();
  if (providers.length === 0) return null;
  return (
    <div className="openid-buttons">
      {providers.map((provider) => (
        <button
          key={provider.key}
          type="button"
          className="btn"
          onClick={() => void startProviderLogin(platform, provider, redirectUrl, redirect)}
        >
          {t('auth.openid.loginWith', { provider: provider.name })}
        </button>
      ))}
    </div>
  );
}
