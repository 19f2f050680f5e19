import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endsSession, isApiError } from '@/api/errors';
import { authLinkShare, SHARE_PASSWORD_INVALID, SHARE_PASSWORD_REQUIRED } from '@/api/shares';
import { useApi } from '@/app/context';
import { shareTokenFromHash } from '@/app/guard';
import { Loading } from '@/components/Status';
import { errorMessage } from '@/lib/error-message';
import { startLinkShare } from '@/stores/session';
import { shareLanding } from './share-landing';

type Phase =
  | { kind: 'loading' }
  | { kind: 'password'; wrong: boolean; failure?: string }
  | { kind: 'error'; message: string; retry?: boolean };

/**
 * Vikunja's /share/HASH/auth[?view=ID] (the form both apps create) and the older
 * /share/auth#share-auth-token=HASH: trades the hash for a share token kept in memory. The hash leaves
 * the address bar (the entry is replaced) before the server is asked, so it stays out of history,
 * bookmarks and later requests.
 */
export function LinkShareAuth() {
  const { t } = useTranslation();
  const client = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const [query] = useSearchParams();
  const [hash] = useState(() => shareTokenFromHash(location.hash) ?? params.share ?? null);
  const [phase, setPhase] = useState<Phase>(() =>
    hash ? { kind: 'loading' } : { kind: 'error', message: t('auth.share.error') },
  );
  const [password, setPassword] = useState('');
  const started = useRef(false);

  async function authenticate(withPassword?: string) {
    if (!hash) return;
    try {
      const { token, projectId } = await authLinkShare(client, hash, withPassword);
      startLinkShare(token, { hash, projectId, logoVisible: query.get('logoVisible') !== 'false' });
      void navigate(shareLanding({ projectId, view: query.get('view'), lastRoute: query.get('redirect') }), {
        replace: true,
      });
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      if (code === SHARE_PASSWORD_REQUIRED) setPhase({ kind: 'password', wrong: false });
      else if (code === SHARE_PASSWORD_INVALID) setPhase({ kind: 'password', wrong: true });
      // After a password was sent, any other failure (too many attempts, offline, a 5xx) keeps the form so the
      // person can try again; the first, password-less attempt has no form to keep.
      else if (withPassword !== undefined)
        setPhase({ kind: 'password', wrong: false, failure: errorMessage(error, t) });
      else {
        const message = (isApiError(error) && error.serverMessage) || t('auth.share.error');
        // A passing failure (offline, too many requests, a 5xx) may be tried again; a refused link may not.
        setPhase({ kind: 'error', message, retry: !endsSession(error) });
      }
    }
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (location.hash || params.share) {
      void navigate({ pathname: '/share/auth', search: location.search }, { replace: true });
    }
    // authenticate() sets state only after the server answered, never synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- authenticate() sets state after the answer
    if (hash) void authenticate();
    // Runs once: the hash is read a single time and then only kept in memory.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once: the hash is read a single time
  }, []);

  function retry() {
    setPhase({ kind: 'loading' });
    void authenticate();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setPhase({ kind: 'loading' });
    void authenticate(password);
  }

  return (
    <section aria-labelledby="share-title">
      <h2 id="share-title">{t('auth.share.title')}</h2>
      {phase.kind === 'loading' && <Loading label={t('auth.share.authenticating')} />}
      {phase.kind === 'error' && (
        <>
          <div className="error-box" role="alert">
            {phase.message}
          </div>
          {phase.retry && (
            <button type="button" className="btn" onClick={retry}>
              {t('common.retry')}
            </button>
          )}
        </>
      )}
      {phase.kind === 'password' && (
        <form className="form" onSubmit={submit}>
          <p>{t('auth.share.passwordRequired')}</p>
          {(phase.wrong || phase.failure) && (
            <div className="error-box" role="alert">
              {phase.wrong ? t('auth.share.invalidPassword') : phase.failure}
            </div>
          )}
          <label htmlFor="share-password">{t('auth.password')}</label>
          <input
            id="share-password"
            type="password"
            autoComplete="off"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={password === ''}>
            {t('auth.share.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
