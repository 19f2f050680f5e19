import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberPopupFirst } from '@/platform/popup-first';
import { useSession } from '@/stores/session';
import type { PopupEnv } from './env';
import { removeEarlyField } from './early-field';
import { PopupProviders } from './providers';
import { keepSnapshot } from './snapshot';
import { ServerSetup } from './ServerSetup';
import { SignedIn } from './SignedIn';
import { SignIn } from './SignIn';

/** The toolbar popup: set up the server, sign in, then quick add and today's tasks. */
export function Popup({ env, queryClient }: { env: PopupEnv; queryClient: QueryClient }) {
  const { t } = useTranslation();
  const { apiUrl, token, hydrated } = useSession();
  const signedIn = hydrated && !!apiUrl && !!token;
  // popup.html draws a quick-add field before this code loads, when the last popup was signed in.
  useLayoutEffect(() => {
    if (!hydrated) return;
    if (signedIn) {
      rememberPopupFirst({
        signedIn: true,
        label: t('tasks.add.label'),
        placeholder: t('tasks.add.placeholder'),
        submit: t('tasks.add.submit'),
      });
    } else {
      removeEarlyField();
      rememberPopupFirst({ signedIn: false });
    }
  }, [hydrated, signedIn, t]);
  // What arrives fresh is kept for the next open, under this session's account.
  useEffect(
    () => (apiUrl && token ? keepSnapshot(queryClient, env.platform.storage, { apiUrl, token }) : undefined),
    [queryClient, env.platform.storage, apiUrl, token],
  );
  if (!hydrated) return null;
  return (
    <PopupProviders env={env} queryClient={queryClient}>
      <main className="popup" aria-label={t('popup.title')}>
        {!apiUrl ? <ServerSetup /> : !token ? <SignIn /> : <SignedIn />}
      </main>
    </PopupProviders>
  );
}
