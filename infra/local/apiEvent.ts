/**
 * The local server's API requests as API Gateway hands them to a group's Lambda: an HTTP API (v2)
 * event, answered by the group's own handler (functions/http/dispatch.ts), so a request to the local
 * server runs what a deployed function runs, from the same kind of event. Built from Node's own
 * request, as API Gateway builds it from the wire: no web Request or Response on the way, so a
 * local call costs what a call costs in AWS plus the loopback, not a translation through fetch's types.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { HttpApiEvent } from '#functions/http/dispatch.js';
import { groups, type Group } from '#shared/api/routes/define.js';

/** Bodies API Gateway passes as text; any other content type arrives base64-encoded. */
const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))|\+json\b/i;

/** The group whose Lambda API Gateway routes the path to; a path of no group goes to usermgmt's, which answers 404 as API Gateway would have refused it. */
export function groupOfPath(path: string): Group {
  const segment = path.split('/')[2] ?? '';
  return (groups as readonly string[]).includes(segment) ? (segment as Group) : 'usermgmt';
}

/** The request's event; `body` is what was read of it (nothing for GET and HEAD, as API Gateway passes none). */
export function httpApiEventOf(req: IncomingMessage, body: Buffer | undefined, sourceIp = '127.0.0.1'): HttpApiEvent {
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const method = req.method ?? 'GET';
  // Node names the headers in lower case, as API Gateway does; it hands the cookies apart.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name !== 'cookie' && value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookie = req.headers.cookie;
  const bytes = method === 'GET' || method === 'HEAD' ? undefined : body;
  const asText = TEXT_TYPES.test(req.headers['content-type'] ?? 'text/plain');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookie ? { cookies: cookie.split(/;\s*/) } : {}),
    headers,
    requestContext: {
      accountId: 'local', apiId: 'local', domainName: url.hostname, domainPrefix: url.hostname.split('.')[0]!,
      http: { method, path: url.pathname, protocol: `HTTP/${req.httpVersion}`, sourceIp, userAgent: req.headers['user-agent'] ?? '' },
      requestId: randomUUID(), routeKey: '$default', stage: '$default', time: now.toUTCString(), timeEpoch: now.getTime(),
    },
    ...(bytes?.length ? { body: asText ? bytes.toString('utf8') : bytes.toString('base64') } : {}),
    isBase64Encoded: Boolean(bytes?.length) && !asText,
  };
}
