import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
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
 * Catches any uncaught error while loading or drawing a page (a failed lazy chunk included) and shows
 * it as a translated message with a reload and a way home. Moving to another address (`resetKey`)
 * tries again, as the page may work there.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; failedAt: string | null }
> {
  override state: { error: unknown; failedAt: string | null } = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { error: unknown; failedAt: string | null },
  ): { error: unknown; failedAt: string | null } | null {
    if (state.failedAt === null && state.error !== null) return { error: state.error, failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { error: null, failedAt: null };
    return null;
  }

  override render(): ReactNode {
    return this.state.failedAt === null && this.state.error === null ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}

/** The message shown for an uncaught page error. */
export function RouteError({ error }: { error: unknown }) {
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
