/**
 * What a route is, and the small helpers each group's table (./usermgmt.ts, ./profilemgmt.ts, …)
 * declares its operations with. The table itself is ./index.ts.
 */
import * as z from 'zod';
import * as fields from '../../domain/fields.js';

export const groups = ['usermgmt', 'profilemgmt', 'userinteract', 'classified', 'admin'] as const;
export type Group = (typeof groups)[number];
export type Auth = 'public' | 'member' | 'volunteer';
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface RouteDef<
  P extends z.ZodObject = z.ZodObject,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  group: Group;
  method: Method;
  /** Path under /api/{group}/, with `{param}` placeholders as API Gateway writes them. */
  path: string;
  auth: Auth;
  summary: string;
  params: P;
  body: B;
  response: R;
  /** Path params naming a resource the caller must own (the access tests use it). */
  owned?: readonly string[];
  /**
   * Requests per second and burst for API Gateway throttling of public routes; `perClient` replaces
   * the WAF's per-IP limit (per five minutes) where many families share few addresses.
   */
  throttle?: { rate: number; burst: number; perClient?: number };
  /**
   * The route still answers an account whose deletion has begun (status `deleting`), so the member
   * can finish a deletion that stopped half-way; every other route refuses such an account.
   */
  whileDeleting?: boolean;
}

/**
 * A route's schemas are built on its first use, each once: a Lambda imports its group's whole
 * table, and a cold request builds only the route's own params, body and response objects (a
 * refusal before validation builds none). The domain schemas they are made of (shared/domain/) are
 * still built when their module is imported. The table's readers (the dispatcher, the web client,
 * the OpenAPI document, the tests) read `params`, `body` and `response` as plain properties.
 */
function memo<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}

const emptyParams = () => z.strictObject({});
export const message = () => z.object({ message: z.string() });
export const idParam = <K extends string>(key: K) => z.strictObject({ [key]: fields.id } as { [P in K]: typeof fields.id });

/** A page number in a path: 1 to 9999. */
export const pageParam = () => z.string().regex(/^[1-9]\d{0,3}$/, 'Not a page number').transform(Number);

/** A route as its group's table declares it: each schema as a function that builds it. */
export type RouteDecl<P extends z.ZodObject, B extends z.ZodType | undefined, R extends z.ZodType> =
  Omit<RouteDef<P, B, R>, 'params' | 'body' | 'response'> & { params?: () => P; body?: () => B; response: () => R };

export function route<P extends z.ZodObject, B extends z.ZodType | undefined, R extends z.ZodType>(decl: RouteDecl<P, B, R>): RouteDef<P, B, R> {
  const { params, body, response, ...facts } = decl;
  const schemas = {
    params: memo((params ?? emptyParams) as () => P),
    body: memo((body ?? (() => undefined)) as () => B),
    response: memo(response),
  };
  return Object.defineProperties(facts, {
    params: { get: schemas.params, enumerable: true },
    body: { get: schemas.body, enumerable: true },
    response: { get: schemas.response, enumerable: true },
  }) as RouteDef<P, B, R>;
}

/**
 * A group's table (or the whole one) as a list, each route named by its operation. The properties
 * are copied as they are declared, so listing the table builds none of its schemas.
 */
export const routeListOf = <T extends Record<string, RouteDef>>(table: T) =>
  (Object.entries(table) as [keyof T & string, RouteDef][]).map(
    ([operation, def]) => Object.defineProperties({ operation }, Object.getOwnPropertyDescriptors(def)) as { operation: keyof T & string } & RouteDef,
  );
