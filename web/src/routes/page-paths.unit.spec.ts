import { ALL_PAGE_PATHS, isPagePath } from '@sideline/domain';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './route-tree';

/** Every address the route tree renders a page for (the 404 catch-all aside), as `/a/:b` patterns. */
function pagePathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const here =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own =
      route.index ||
      (route.path !== undefined && !route.children?.length) ||
      (route.path !== undefined && route.children?.some((child) => child.index))
        ? [here]
        : [];
    return [...own, ...pagePathsOf(route.children ?? [], here)];
  });
}

describe('the page list (domain/src/pages/page-paths.ts)', () => {
  it('names exactly the pages of the route tree', () => {
    const routed = [...new Set(pagePathsOf(createRoutes({ queryClient: new QueryClient() })))].sort();
    expect(routed).toEqual([...ALL_PAGE_PATHS].sort());
  });

  it('tells pages from other addresses, segment by segment', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/drills/')).toBe(true);
    expect(isPagePath('/drills/7d0c1d3e-0000-4000-8000-000000000001/edit')).toBe(true);
    expect(isPagePath('/practice-plans/wizard/timeline')).toBe(true);
    expect(isPagePath('/practice-plans/wizard/nowhere')).toBe(false);
    expect(isPagePath('/drills/a/b/c')).toBe(false);
    expect(isPagePath('/no-such-page')).toBe(false);
  });
});
