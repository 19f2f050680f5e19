import { useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, useLocation, useMatch, useRoutes, type Location, type RouteObject } from 'react-router';
import { useProjectViewsQuery } from '@/queries/projects';
import { useTaskQuery } from '@/queries/task-detail';
import { useLastPage } from '@/stores/last-page';
import { BackdropContext } from './backdrop-context';
import { modalBackdrop } from './modal-routes';
import { TASK_ROUTE, taskModalStateOf } from './task-modal-route-state';

/** The same pages for drawing a background location, without the task route (a task is never a backdrop). */
function backgroundRoutes(pages: RouteObject[]): RouteObject[] {
  return pages
    .filter((page) => page.path !== TASK_ROUTE)
    .map((page): RouteObject => {
      if (page.index) return page;
      return { ...page, index: false, children: page.children && backgroundRoutes(page.children) };
    });
}

/** The pages rendered at one location; `behind` marks them as drawn behind a dialog (they show, never navigate). */
function Page({ routes, location, behind }: { routes: RouteObject[]; location: Partial<Location>; behind: boolean }) {
  return <BackdropContext value={behind}>{useRoutes(routes, location)}</BackdropContext>;
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
  return (
    <Page routes={routes} location={{ pathname: `/projects/${projectId}/${first.id}`, search: '', hash: '' }} behind />
  );
}

/**
 * The layout around the app's pages. A dialog route (a task, project settings, a new label, …) is drawn
 * over the page it was opened from (a task keeps it in the history state, the others take the last page
 * shown), or, visited directly, over the page it belongs to. The page is rendered in the same place of
 * the tree whether a dialog is open or not, so opening and closing one keeps the page as it was: its
 * scroll position, its paging and filters, and the element the focus returns to.
 */
export function TaskModalLayout({ pages }: { pages: RouteObject[] }) {
  const location = useLocation();
  const task = useMatch(TASK_ROUTE);
  const routes = useMemo(() => backgroundRoutes(pages), [pages]);
  const backdrop = task ? null : modalBackdrop(location.pathname);
  const isPage = !task && !backdrop;
  // Read only under a dialog: a page remembering itself as the last page is not drawn again for it.
  const lastPage = useLastPage((s) => (isPage ? null : s.page));
  const setLastPage = useLastPage((s) => s.setPage);
  useEffect(() => {
    if (isPage) setLastPage(location);
  }, [isPage, location, setLastPage]);

  const taskId = task ? Number(task.params.taskId) : Number.NaN;
  const behind = isPage ? location : task ? (taskModalStateOf(location.state)?.backgroundLocation ?? null) : lastPage;
  let page: ReactNode;
  if (behind) page = <Page routes={routes} location={behind} behind={!isPage} />;
  else if (task) page = Number.isInteger(taskId) && <TaskProjectBackground routes={routes} taskId={taskId} />;
  else if (backdrop?.kind === 'project') page = <ProjectBackground routes={routes} projectId={backdrop.projectId} />;
  else if (backdrop)
    page = <Page routes={routes} location={{ pathname: backdrop.path, search: '', hash: '' }} behind />;
  return (
    <>
      {page}
      {!isPage && <Outlet />}
    </>
  );
}

/** Wraps the app's pages so a task route is drawn as a modal over another page. */
export function withTaskModal(pages: RouteObject[]): RouteObject[] {
  return [{ element: <TaskModalLayout pages={pages} />, children: pages }];
}
