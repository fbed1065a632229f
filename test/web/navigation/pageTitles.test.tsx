/** Every page is titled after itself, from its route: 'Search Profiles · rishta'. */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routeTree } from '#web/app/router';
import { documentTitle, titled, usePageTitle } from '#web/lib/pageTitle';
import { renderRoutes } from '../render';

/** Each route that draws a page (a component, now or lazily), with the handles of the routes above it and its own. */
function pagesOf(routes: RouteObject[], above: unknown[] = [], at = ''): { path: string; handles: unknown[] }[] {
  return routes.flatMap((route) => {
    const handles = [...above, route.handle];
    const path = route.index ? `${at} (index)` : `${at}/${route.path ?? ''}`;
    // A layout with children draws its pages through them; a route with only a loader redirects.
    if (route.children) return pagesOf(route.children, handles, path);
    return route.Component || route.lazy || route.element ? [{ path, handles }] : [];
  });
}

describe('page titles', () => {
  it('name the deepest titled route, then the site', () => {
    expect(documentTitle([{ handle: titled('My Dashboard') }, { handle: undefined }, { handle: titled('Search Profiles') }])).toBe('Search Profiles · rishta');
    expect(documentTitle([{ handle: titled('User Settings') }, { handle: undefined }])).toBe('User Settings · rishta');
    expect(documentTitle([{ handle: undefined }, { handle: { other: 1 } }])).toBe('rishta');
  });

  it('cover every page of the route tree', () => {
    const pages = pagesOf(routeTree);
    expect(pages.length).toBeGreaterThan(50);
    const untitled = pages.filter((p) => documentTitle(p.handles.map((handle) => ({ handle }))) === 'rishta').map((p) => p.path);
    expect(untitled).toEqual([]);
  });

  it('set document.title as the URL changes', async () => {
    function Page() {
      usePageTitle();
      return null;
    }
    const { router } = renderRoutes(
      [
        { path: 'first', handle: titled('First Page'), Component: Page },
        { path: 'second', handle: titled('Second Page'), Component: Page },
      ],
      '/first',
    );
    await waitFor(() => expect(document.title).toBe('First Page · rishta'));
    await router.navigate('/second');
    await waitFor(() => expect(document.title).toBe('Second Page · rishta'));
  });
});
