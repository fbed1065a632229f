/**
 * The one route table. Every API operation is declared once, in its endpoint group's file, with
 * its method, path, group, auth level and zod schemas. It feeds the local server, the CDK routes,
 * the SPA's typed client and the OpenAPI document; each group Lambda's dispatcher imports only its
 * own group's file, and builds a route's schemas on the route's first use (./define.ts).
 */
import { usermgmtRoutes } from './usermgmt.js';
import { profilemgmtRoutes } from './profilemgmt.js';
import { userinteractRoutes } from './userinteract.js';
import { classifiedRoutes } from './classified.js';
import { adminRoutes } from './admin.js';
import { routeListOf } from './define.js';

export { groups, routeListOf, type Auth, type Group, type Method, type RouteDef } from './define.js';

export const routes = {
  ...usermgmtRoutes,
  ...profilemgmtRoutes,
  ...userinteractRoutes,
  ...classifiedRoutes,
  ...adminRoutes,
} as const;

export type Routes = typeof routes;
export type Operation = keyof Routes;
export const routeList = routeListOf(routes);

/** Fills `{param}` placeholders, encoding each value. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path param ${key}`);
    return encodeURIComponent(value);
  });
}
