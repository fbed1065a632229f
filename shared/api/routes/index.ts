/**
 * The one route table. Every API operation is declared once, in its endpoint group's file, with
 * its method, path, group, auth level and zod schemas. It feeds the group Lambdas' Hono apps
 * (validation), the local server, the CDK routes, the SPA's typed client and the OpenAPI document.
 */
import { usermgmtRoutes } from './usermgmt.js';
import { profilemgmtRoutes } from './profilemgmt.js';
import { userinteractRoutes } from './userinteract.js';
import { classifiedRoutes } from './classified.js';
import { adminRoutes } from './admin.js';
import type { RouteDef } from './define.js';

export { groups, type Auth, type Group, type Method, type RouteDef } from './define.js';

export const routes = {
  ...usermgmtRoutes,
  ...profilemgmtRoutes,
  ...userinteractRoutes,
  ...classifiedRoutes,
  ...adminRoutes,
} as const;

export type Routes = typeof routes;
export type Operation = keyof Routes;
export const routeList = (Object.entries(routes) as [Operation, RouteDef][]).map(([operation, def]) => ({
  operation,
  ...def,
}));

/** Hono writes path params as `:name`; API Gateway and OpenAPI as `{name}`. */
export const toColonPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills `{param}` placeholders, encoding each value. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path param ${key}`);
    return encodeURIComponent(value);
  });
}
