import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadRoute, routes } from './routes';

/** The route object with `path`, anywhere in the table. */
function routeAt(table: RouteObject[], path: string): RouteObject | undefined {
  for (const route of table) {
    if (route.path === path) return route;
    const inner = route.children && routeAt(route.children, path);
    if (inner) return inner;
  }
  return undefined;
}

describe('preloadRoute', () => {
  it('asks for the screen a turn after the call, so an import made in the same turn goes out first', async () => {
    const handle = routeAt(routes, '/projects/:projectId/:viewId')?.handle as { preload: () => Promise<unknown> };
    const preload = vi.spyOn(handle, 'preload').mockResolvedValue(undefined);
    const preloading = preloadRoute('/projects/3/7');
    expect(preload).not.toHaveBeenCalled();
    await preloading;
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
