import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Gives `route` a lazy Component only (react-router's per-property `lazy`), so a loader of its own
 * in the route table runs as the navigation starts, beside the module's download, not after it.
 * A getter: react-router clears each lazy property of the object it loaded, and every router made
 * from the table (a test makes many) needs its own.
 */
export function withLazyComponent<R extends RouteObject>(route: R, load: () => Promise<{ Component: ComponentType }>): R {
  return Object.defineProperty(route, 'lazy', {
    enumerable: true,
    get: () => ({ Component: async () => (await load()).Component }),
  });
}
