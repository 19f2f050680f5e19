import { createElement, type ComponentType } from 'react';
import type { ViewKind } from '@/api/types';
import { Loading } from '@/components/Status';
import { lazyScreen } from '@/lib/lazy-screen';

/** A view whose code loads on first use or when preloaded, with the app's loading state meanwhile. */
const lazyView = <P extends object>(load: () => Promise<ComponentType<P>>) => lazyScreen(load, createElement(Loading));

// The list view loads with the page; the others (drag and drop, the timeline) on first use or when boot
// knows the route opens one.
const table = lazyView(() => import('@/features/views/table/TableView').then((m) => m.TableView));
const kanban = lazyView(() => import('@/features/views/kanban/KanbanView').then((m) => m.KanbanView));
const gantt = lazyView(() => import('@/features/views/gantt/GanttView').then((m) => m.GanttView));

export const TableView = table.Screen;
export const KanbanView = kanban.Screen;
export const GanttView = gantt.Screen;

/** Starts loading a view's code (the list view's comes with the page); settles once it is here (or failed). */
export async function preloadView(kind: ViewKind): Promise<void> {
  const view = kind === 'table' ? table : kind === 'kanban' ? kanban : kind === 'gantt' ? gantt : undefined;
  await view?.preload().catch(() => undefined);
}
