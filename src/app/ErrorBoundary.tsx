import { Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

export type RouteErrorKind = 'offline' | 'crash';

/** Browsers word a failed lazy chunk differently; all of them mean "the page's code could not be loaded". */
const CHUNK_FAILURE =
  /dynamically imported module|importing a module script failed|error loading dynamically imported|chunkloaderror|loading chunk/i;

/** Whether an uncaught route error is the connection's fault (a page's code failed to load offline). */
export function routeErrorKind(error: unknown, online: boolean): RouteErrorKind {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (CHUNK_FAILURE.test(message)) return 'offline';
  if (!online && error instanceof TypeError) return 'offline';
  return 'crash';
}

/**
 * The route errorElement: any uncaught error while loading or drawing a page is shown as a
 * translated message with a reload and a way home, instead of react-router's bare default page.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const kind = routeErrorKind(error, typeof navigator === 'undefined' || navigator.onLine);
  return (
    <main className="route-error" role="alert">
      <h1>{kind === 'offline' ? t('shell.offline') : t('errorPage.title')}</h1>
      <p>{kind === 'offline' ? t('errorPage.offlineText') : t('errorPage.text')}</p>
      {kind === 'crash' && error instanceof Error && error.message && (
        <details>
          <summary>{t('errorPage.details')}</summary>
          <code>{error.message}</code>
        </details>
      )}
      <p className="route-error-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </button>{' '}
        <Link to="/" reloadDocument className="btn">
          {t('notFound.home')}
        </Link>
      </p>
    </main>
  );
}
