import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { RouteErrorBoundary, routeErrorKind } from './ErrorBoundary';

function renderAt(children: RouteObject[], path: string) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en' });
  function Pages() {
    const { key } = useLocation();
    const page = useRoutes(children);
    return <RouteErrorBoundary resetKey={key}>{page}</RouteErrorBoundary>;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Link to="/elsewhere">elsewhere</Link>
        <Suspense fallback={null}>
          <Pages />
        </Suspense>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function Boom(): never {
  throw new Error('kaputt');
}

describe('routeErrorKind', () => {
  it.each<[unknown, boolean, string]>([
    [new TypeError('Failed to fetch dynamically imported module: /assets/LabelsPage.js'), true, 'offline'],
    [new TypeError('Importing a module script failed.'), true, 'offline'],
    [new TypeError('error loading dynamically imported module'), true, 'offline'],
    [new TypeError('Failed to fetch'), false, 'offline'],
    [new TypeError('x is undefined'), true, 'crash'],
    [new Error('kaputt'), false, 'crash'],
    ['a thrown string', true, 'crash'],
  ])('%s (online %s) → %s', (error, online, kind) => {
    expect(routeErrorKind(error, online)).toBe(kind);
  });
});

describe('RouteErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a render error as a translated message with reload and a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    renderAt([{ path: '/x', element: <Boom /> }], '/x');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('kaputt')).toBeInTheDocument();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it('tries again at the next address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(
      [
        { path: '/x', element: <Boom /> },
        { path: '/elsewhere', element: <p>fine here</p> },
      ],
      '/x',
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('fine here')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('shows the offline message when a lazily loaded page cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Labels = lazy(async () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Labels.js');
    });
    renderAt([{ path: '/labels', element: <Labels /> }], '/labels');
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded without a connection/)).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });
});
