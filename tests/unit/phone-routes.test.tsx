import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { PHONE_ROUTES } from '../e2e/phone-routes';

/** Every path pattern in a route tree, children joined to their parents' paths. */
function patterns(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith('/') || route.path === '*'
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    const children = route.children ? patterns(route.children, own) : [];
    return route.path ? [own, ...children] : children;
  });
}

describe('the phone pass covers every route', () => {
  it('lists exactly the routes of the app', () => {
    const app = patterns(routes).sort();
    expect(app.length).toBeGreaterThan(40);
    expect(PHONE_ROUTES.map((r) => r.pattern).sort()).toEqual(app);
  });

  it('opens at least one address for every route but the link share, which has its own test', () => {
    const data = { project: 2, task: 3, team: 4, filterProject: -2, view: (kind: string) => `/projects/2/${kind}` };
    const empty = PHONE_ROUTES.filter((r) => r.paths(data).length === 0).map((r) => r.pattern);
    expect(empty).toEqual(['/share/:share?/auth']);
  });
});
