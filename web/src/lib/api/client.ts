/**
 * Typed API client over the shared route table: `api('getUserProfile', { params: { userProfileId } })`.
 * Params and body are checked with the route's zod schemas before the request (the same messages
 * the server would answer with a 422), member routes carry the Cognito access token, and any
 * non-2xx answer becomes an `ApiError` with the server's `{ message, errors? }`.
 */
import { redirect } from 'react-router';
import type { z } from 'zod';
import { fillPath, routes, type Operation, type Routes } from '#shared/api/routes/index.js';
import { fieldErrors } from '#shared/api/errors.js';
import { getConfig } from '#web/lib/config';
import { accessToken, noteSessionRefused, pathOf, signedOutNotice, signOutLocally } from '#web/lib/auth';
import { readSession } from '#web/lib/session';
import { signinPath } from '#web/lib/paths';
import { ApiError, isApiError } from './apiErrors';

// Apart (./apiErrors.ts), so a page can tell an API failure without loading this module and zod.
export { ApiError, isApiError } from './apiErrors';

export type ParamsOf<O extends Operation> = z.input<Routes[O]['params']>;
export type BodyOf<O extends Operation> = Routes[O]['body'] extends z.ZodType ? z.input<Routes[O]['body']> : never;
export type ResultOf<O extends Operation> = z.output<Routes[O]['response']>;

type HasParams<O extends Operation> = {} extends ParamsOf<O> ? false : true;
type HasBody<O extends Operation> = [BodyOf<O>] extends [never] ? false : true;

export type ApiOptions<O extends Operation> = (HasParams<O> extends true
  ? { params: ParamsOf<O> }
  : { params?: ParamsOf<O> }) &
  (HasBody<O> extends true ? { body: BodyOf<O> } : { body?: undefined }) & {
    /** The loader's or action's request: its path becomes `?from=` when a 401 sends the user to sign in. */
    request?: Request;
    signal?: AbortSignal;
    /** 'throw' turns off the sign-out-and-redirect on 401 (the sign-in flow handles it itself). */
    onUnauthorized?: 'redirect' | 'throw';
  };

type Args<O extends Operation> = HasParams<O> extends true
  ? [options: ApiOptions<O>]
  : HasBody<O> extends true
    ? [options: ApiOptions<O>]
    : [options?: ApiOptions<O>];

function validationError(error: z.ZodError): ApiError {
  return new ApiError(422, 'Please correct the highlighted fields.', fieldErrors(error.issues));
}

function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path.replace(/^\/api(?=\/)/, '');
}

/**
 * `refused`: a session the browser still had was refused (by the server, or its token's refresh:
 * the member was removed, the family disabled, a password changed elsewhere): the sign-in page
 * says so rather than appearing out of nowhere.
 */
async function unauthorized(options: { request?: Request; onUnauthorized?: string }, status: number, message: string, refused = false) {
  if (options.onUnauthorized === 'throw') return new ApiError(status, message);
  if (refused) noteSessionRefused();
  await signOutLocally();
  const from = options.request ? pathOf(options.request) : window.location.pathname + window.location.search;
  return redirect(signinPath(from, signedOutNotice()));
}

export async function api<O extends Operation>(operation: O, ...args: Args<O>): Promise<ResultOf<O>> {
  const options = (args[0] ?? {}) as {
    params?: Record<string, unknown>;
    body?: unknown;
    request?: Request;
    signal?: AbortSignal;
    onUnauthorized?: 'redirect' | 'throw';
  };
  const def = routes[operation];

  const params = def.params.safeParse(options.params ?? {});
  if (!params.success) throw validationError(params.error);
  let body: unknown;
  if (def.body) {
    const parsed = def.body.safeParse(options.body);
    if (!parsed.success) throw validationError(parsed.error);
    // Checked here for early field messages, but sent as entered: the server parses the input schema
    // itself, and a schema's output (e.g. the composed height) is not valid input for it.
    body = options.body;
  }

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (def.auth !== 'public') {
    // Read before the token: a failed refresh signs Amplify out and may clear the stored session meanwhile.
    const hadSession = readSession() !== null;
    const token = await accessToken(options.request);
    if (!token) throw await unauthorized(options, 401, 'Please sign in again.', hadSession);
    headers.Authorization = `Bearer ${token}`;
  }

  const { apiBase } = await getConfig();
  const url = joinUrl(apiBase, fillPath(def.path, params.data as Record<string, string>));
  let res: Response;
  try {
    res = await fetch(url, {
      method: def.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal ?? options.request?.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, 'Network Error');
  }

  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }

  if (!res.ok) {
    const errorBody = (typeof json === 'object' && json !== null ? json : {}) as {
      message?: unknown;
      errors?: unknown;
    };
    const message =
      typeof errorBody.message === 'string' ? errorBody.message : `Request failed with status code ${res.status}`;
    const errors =
      typeof errorBody.errors === 'object' && errorBody.errors !== null
        ? (errorBody.errors as Record<string, string[]>)
        : undefined;
    if (res.status === 401 && def.auth !== 'public') throw await unauthorized(options, 401, message, true);
    throw new ApiError(res.status, message, errors);
  }

  if (import.meta.env.DEV) {
    const checked = def.response.safeParse(json);
    if (!checked.success) console.warn(`[api] ${operation}: the answer does not match the route table`, checked.error);
  }
  return json as ResultOf<O>;
}

/** Field messages of a 422 for one field (or several names the form shows as one field). */
export function errorsFor(error: unknown, ...fields: string[]): string[] {
  if (!isApiError(error) || !error.errors) return [];
  return fields.flatMap((f) => error.errors?.[f] ?? []);
}
