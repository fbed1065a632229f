/**
 * A test double of the SPA's HTTP server: `globalThis.fetch` answers only what the test declared
 * (method + path → JSON). Anything else is recorded as unhandled and fails the test in
 * setup.ts's afterEach (the fetch also throws, but the API client turns a thrown fetch into a
 * "Network Error" the page may show quietly, so the throw alone would not fail the test).
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A request the page made, as the server would have received it. */
export interface SeenRequest {
  method: string;
  /** pathname + search, e.g. `/api/usermgmt/validateReferCode/ABCD1234`. */
  path: string;
  headers: Headers;
  body: unknown;
}

export interface Answer {
  status?: number;
  json?: unknown;
}

type Responder = Answer | ((request: SeenRequest) => Answer | Promise<Answer>);

const handlers = new Map<string, Responder>();
const seen: SeenRequest[] = [];
const unhandled: string[] = [];

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The runtime config every page may read (lib/config.ts); a test may answer /config.json itself. */
export const defaultConfig = {
  apiBase: '/api',
  region: 'us-east-1',
  userPoolId: 'us-east-1_test',
  userPoolClientId: 'test-client',
  supportVideos: [],
};

/** Declares what the server answers to `method path` for the rest of this test. */
export function answer(method: Method, path: string, json: unknown, status = 200): void {
  handlers.set(keyOf(method, path), { status, json });
}

/** Declares what the server answers unless the test declared it already (a default it may override before or after). */
export function answerByDefault(method: Method, path: string, json: unknown): void {
  if (!handlers.has(keyOf(method, path))) answer(method, path, json);
}

/** Declares an answer computed from the request (e.g. echoing its body), at once or when its promise settles. */
export function answerWith(method: Method, path: string, respond: (request: SeenRequest) => Answer | Promise<Answer>): void {
  handlers.set(keyOf(method, path), respond);
}

/**
 * Declares an answer the server holds back until the test calls the returned `release`: for what
 * the page shows while a request is on its way.
 */
export function answerHeld(method: Method, path: string, json: unknown, status = 200): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  answerWith(method, path, () => released.then(() => ({ status, json })));
  return release;
}

/** The API requests the page made so far in this test (`/config.json` left out). */
export function apiRequests(): SeenRequest[] {
  return seen.filter((r) => r.path.startsWith('/api/'));
}

/** Requests nobody declared: setup.ts fails the test when any is left. */
export function unhandledRequests(): readonly string[] {
  return unhandled;
}

export function resetNetwork(): void {
  handlers.clear();
  seen.length = 0;
  unhandled.length = 0;
  answer('GET', '/config.json', defaultConfig);
}

function bodyOf(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return init?.body ?? undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

export async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // The API client passes a URL string and an init; nothing in the SPA passes a Request object.
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, 'http://localhost/');
  const method = (init?.method ?? 'GET').toUpperCase();
  const request: SeenRequest = { method, path: url.pathname + url.search, headers: new Headers(init?.headers), body: bodyOf(init) };
  seen.push(request);

  const responder = handlers.get(keyOf(method, request.path));
  if (!responder) {
    const key = keyOf(method, request.path);
    unhandled.push(key);
    throw new Error(`Unhandled request in a web test: ${key}`);
  }
  const { status = 200, json } = typeof responder === 'function' ? await responder(request) : responder;
  return new Response(json === undefined ? null : JSON.stringify(json), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
