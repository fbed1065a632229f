/**
 * Signed GET URLs of one bucket without the SDK's per-call work. `getSignedUrl` clones the client's
 * middleware stack, runs the endpoint rules and builds a new signer (its signing-key cache empty)
 * on every call: about half a millisecond a URL, and a page of cards signs 24. Here the bucket's
 * first URL comes from `getSignedUrl`; its protocol, host, path prefix and signing scope are kept,
 * and every later key is signed by one kept `S3RequestPresigner` on the very request the SDK builds
 * for a GetObject (GET, its query such as `x-id=GetObject`, the host header) and written as the SDK writes it, so
 * the URLs are the SDK's own (test/unit/signedGetUrl.test.ts compares them at one instant).
 */
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { S3RequestPresigner, getSignedUrl } from '@aws-sdk/s3-request-presigner';

type PresignArgs = Parameters<S3RequestPresigner['presign']>;

interface BucketSigner {
  protocol: string;
  hostname: string;
  port: number | undefined;
  /** The path before the key: `/bucket/` path-style (the local emulator), `/` virtual-hosted (AWS). */
  prefix: string;
  /** The query the SDK signs beside the X-Amz-* signature fields (x-id=GetObject; a checksum mode when the client asks). */
  query: Record<string, string>;
  region: string;
  service: string;
  presigner: S3RequestPresigner;
}

const MARKER = 'k';
const signers = new WeakMap<S3Client, Map<string, Promise<BucketSigner>>>();

async function bucketSigner(client: S3Client, bucket: string): Promise<BucketSigner> {
  const url = new URL(await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: MARKER }), { expiresIn: 60 }));
  // X-Amz-Credential: <key id>/<date>/<region>/<service>/aws4_request
  const [, , region = '', service = 's3'] = (url.searchParams.get('X-Amz-Credential') ?? '').split('/');
  return {
    protocol: url.protocol, hostname: url.hostname, port: url.port ? Number(url.port) : undefined,
    prefix: url.pathname.slice(0, -MARKER.length), region, service,
    query: Object.fromEntries([...url.searchParams].filter(([name]) => !name.startsWith('X-Amz-'))),
    // As getSignedUrl builds its presigner: the client's config, the endpoint's signing name and region.
    presigner: new S3RequestPresigner({ ...client.config, signingName: service, region: async () => region }),
  };
}

/** The SDK's URI escaping (RFC 3986: also ! ' ( ) *). */
const escapeUri = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export async function signedGetUrl(client: S3Client, bucket: string, key: string, expiresIn: number): Promise<string> {
  const ofClient = signers.get(client) ?? new Map<string, Promise<BucketSigner>>();
  signers.set(client, ofClient);
  if (!ofClient.has(bucket)) {
    const made = bucketSigner(client, bucket);
    ofClient.set(bucket, made);
    made.catch(() => ofClient.delete(bucket));
  }
  const s = await ofClient.get(bucket)!;
  const request = {
    method: 'GET', protocol: s.protocol, hostname: s.hostname, ...(s.port !== undefined ? { port: s.port } : {}),
    // The key as a greedy path label: each segment escaped, the slashes kept.
    path: s.prefix + key.split('/').map(escapeUri).join('/'),
    query: { ...s.query }, headers: {},
  } as unknown as PresignArgs[0];
  const signed = await s.presigner.presign(request, { expiresIn, signingRegion: s.region, signingService: s.service });
  const q = signed.query ?? {};
  const query = Object.keys(q)
    .sort()
    .map((name) => `${escapeUri(name)}=${escapeUri(String(q[name]))}`)
    .join('&');
  const host = signed.port ? `${signed.hostname}:${signed.port}` : signed.hostname;
  return `${signed.protocol}//${host}${signed.path}?${query}`;
}
