/**
 * The local server's /api: each request handed to its group's Lambda handler as API Gateway's event
 * (./apiEvent.ts), and the handler's result written back as API Gateway and CloudFront would send
 * it: the site's security headers over the handler's own, and the body gzipped for a client that
 * accepts it (CloudFront's `compress: true` compresses from 1,000 bytes).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { GroupHandler } from '#functions/http/dispatch.js';
import type { Group } from '#shared/api/routes/index.js';
import { groupOfPath, httpApiEventOf } from './apiEvent.js';

/** API Gateway refuses a larger payload before any Lambda runs. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
const COMPRESS_FROM_BYTES = 1000;
const gzipped = promisify(gzip);

class PayloadTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAYLOAD_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(new PayloadTooLarge());
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));

export type ApiListener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function apiRequestListener(groupHandlers: Record<Group, GroupHandler>, securityHeaders: Record<string, string>): ApiListener {
  const send = async (req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: string) => {
    let bytes = Buffer.from(body, 'utf8');
    const compress = req.method !== 'HEAD' && bytes.length >= COMPRESS_FROM_BYTES && acceptsGzip(req);
    if (compress) bytes = await gzipped(bytes);
    // One by one, so a security header replaces the handler's of the same name whatever its case.
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (compress) res.setHeader('content-encoding', 'gzip');
    res.setHeader('content-length', bytes.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };
  return async (req, res) => {
    try {
      const event = httpApiEventOf(req, await readBody(req));
      const result = await groupHandlers[groupOfPath(event.rawPath)](event);
      await send(req, res, result.statusCode, result.headers, result.body);
    } catch (err) {
      const tooLarge = err instanceof PayloadTooLarge;
      if (!tooLarge) console.error('The local API could not answer:', err);
      const message = tooLarge ? 'Request Entity Too Large' : 'Internal Server Error';
      // Nothing may escape the listener: an error thrown here would stop the whole local server.
      if (!res.headersSent) await send(req, res, tooLarge ? 413 : 500, { 'content-type': 'application/json' }, JSON.stringify({ message })).catch(() => res.destroy());
      else res.destroy();
    }
  };
}
