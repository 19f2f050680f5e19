import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { Outlet, useLocation, useMatch, useRoutes, type Location, type RouteObject } from 'react-router';
import { Loading } from '@/components/Status';
import { useProjectViewsQuery } from '@/queries/projects';
import { useTaskQuery } from '@/queries/task-detail';
import { useLastPage } from '@/stores/last-page';
import { BackdropContext } from './backdrop-context';
import { modalBackdrop } from './modal-routes';
import { TASK_ROUTE, taskModalStateOf } from './task-modal-route-state';

type LazyLoader = () => Promise<{ Component?: ComponentType | null }>;

/**
 * The same pages for drawing a background location: a route the router loads lazily becomes a
 * React.lazy element here, since routes rendered by useRoutes cannot load themselves.
 */
function backgroundRoutes(pages: RouteObject[]): RouteObject[] {
  return pages
    .filter((page) => page.path !== TASK_ROUTE)
    .map((page): RouteObject => {
      const { lazy: load, children, ...rest } = page;
      let element = page.element;
      if (typeof load === 'function') {
        const Page = lazy(async () => {
          const { Component } = await (load as LazyLoader)();
          return { default: Component ?? (() => null) };
        });
        element = (
          <Suspense fallback={<Loading />}>
            <Page />
          </Suspense>
        );
      }
      if (rest.index) return { ...rest, index: true, element };
      return { ...rest, index: false, element, children: children && backgroundRoutes(children) };
    });
}

function Background({ routes, location }: { routes: RouteObject[]; location: Partial<Location> }) {
  return <BackdropContext value={true}>{useRoutes(routes, location)}</BackdropContext>;
}

/** A task visited directly is drawn over its project's first view. */
function TaskProjectBackground({ routes, taskId }: { routes: RouteObject[]; taskId: number }) {
  const projectId = useTaskQuery(taskId).data?.projectId ?? Number.NaN;
  return <ProjectBackground routes={routes} projectId={projectId} />;
}

/** A project's first view, as the backdrop of a dialog about that project. */
function ProjectBackground({ routes, projectId }: { routes: RouteObject[]; projectId: number }) {
  const views = useProjectViewsQuery(projectId);
  const first = [...(views.data ?? [])].sort((a, b) => a.position - b.position)[0];
  if (!first) return null;
  return <Background routes={routes} location={{ pathname: `/projects/${projectId}/${first.id}`, search: '', hash: '' }} />;
}

/**
 * The layout around the app's pages: a task route renders its modal on top of the location it was
 * opened from (kept in the history state), so that view stays on screen behind the dialog.
 */
export function TaskModalLayout({ pages }: { pages: RouteObject[] }) {
  const location = useLocation();
  const task = useMatch(TASK_ROUTE);
  const routes = useMemo(() => backgroundRoutes(pages), [pages]);
  const backdrop = task ? null : modalBackdrop(location.pathname);
  const lastPage = useLastPage((s) => s.page);
  const setLastPage = useLastPage((s) => s.setPage);
  const isPage = !task && !backdrop;
  useEffect(() => {
    if (isPage) setLastPage(location);
  }, [isPage, location, setLastPage]);

  // Any other dialog route (project settings, new label, …) is drawn over the page it was opened from,
  // or, visited directly, over the page it belongs to.
  if (backdrop) {
    return (
      <>
        {lastPage ? (
          <Background routes={routes} location={lastPage} />
        ) : backdrop.kind === 'project' ? (
          <ProjectBackground routes={routes} projectId={backdrop.projectId} />
        ) : (
          <Background routes={routes} location={{ pathname: backdrop.path, search: '', hash: '' }} />
        )}
        <Outlet />
      </>
    );
  }
  if (!task) return <Outlet />;
  const taskId = Number(task.params.taskId);
  const background = taskModalStateOf(location.state)?.backgroundLocation;
  return (
    <>
      {background ? (
        <Background routes={routes} location={background} />
      ) : (
        Number.isInteger(taskId) && <TaskProjectBackground routes={routes} taskId={taskId} />
      )}
      <Outlet />
    </>
  );
}

/** Wraps the app's pages so a task route is drawn as a modal over another page. */
export function withTaskModal(pages: RouteObject[]): RouteObject[] {
  return [{ element: <TaskModalLayout pages={pages} />, children: pages }];
}
