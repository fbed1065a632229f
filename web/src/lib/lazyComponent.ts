import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { firstPaint } from './afterFirstPaint';

/**
 * Gives `route` a lazy Component only (react-router's per-property `lazy`), so a loader of its own
 * in the route table runs as the navigation starts, beside the module's download, not after it.
 * On a first visit the download starts once the entry's frame is painted (lib/afterFirstPaint.ts).
 * A getter: react-router clears each lazy property of the object it loaded, and every router made
 * from the table (a test makes many) needs its own.
 */
export function withLazyComponent<R extends RouteObject>(route: R, load: () => Promise<{ Component: ComponentType }>): R {
  return Object.defineProperty(route, 'lazy', {
    enumerable: true,
    get: () => ({
      Component: async () => {
        await firstPaint();
        return (await load()).Component;
      },
    }),
  });
}
