/**
 * Presigned S3 GET URLs without the S3 client: the pages that only show photos (search, matched,
 * the proposal lists, a profile's view) sign each photo's URL with SigV4's query form here, using
 * `@smithy/signature-v4` and the default credential chain, both of which the DynamoDB client has
 * loaded already. `@aws-sdk/client-s3` (about 140 KiB with its middleware) then loads only with a
 * route that uploads, checks or deletes objects (lib/s3.ts). The URL is the one the SDK's
 * `getSignedUrl(GetObjectCommand)` gives (test/integration/s3GetUrls.test.ts compares them): path
 * style against an emulator's endpoint, virtual-hosted in AWS, `UNSIGNED-PAYLOAD`, only `host` signed.
 */
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { buildQueryString, extendedEncodeURIComponent, HttpRequest } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from './config.js';

export interface GetUrlTarget {
  bucket: string;
  key: string;
  region: string;
  /** An emulator's endpoint (path-style URLs); unset in AWS (virtual-hosted). */
  endpoint?: string;
}

/** Keys, or a provider of them (the signer's own type). */
type Credentials = ConstructorParameters<typeof SignatureV4>[0]['credentials'];

export interface GetUrlSigning {
  credentials: Credentials;
  expiresIn: number;
  /** When the URL is signed (its validity starts then); now unless given. */
  signingDate?: Date;
}

/** The unsigned GET request of an object, as the SDK's GetObject builds it. */
function getObjectRequest({ bucket, key, region, endpoint }: GetUrlTarget): HttpRequest {
  // The key's segments encoded as S3 wants them (and the SDK does), its slashes kept.
  const encodedKey = key.split('/').map(extendedEncodeURIComponent).join('/');
  const base = new URL(endpoint ?? `https://${bucket}.s3.${region}.amazonaws.com`);
  const basePath = base.pathname.replace(/\/+$/, '');
  return new HttpRequest({
    method: 'GET',
    protocol: base.protocol,
    hostname: base.hostname,
    ...(base.port ? { port: Number(base.port) } : {}),
    path: endpoint ? `${basePath}/${bucket}/${encodedKey}` : `/${encodedKey}`,
    // What the SDK adds to name the operation; S3 ignores it, and keeping it makes the URLs the SDK's.
    query: { 'x-id': 'GetObject' },
    headers: {
      host: base.port ? `${base.hostname}:${base.port}` : base.hostname,
      // Hoisted into the query as X-Amz-Content-Sha256: a GET URL signs no payload.
      'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    },
  });
}

/** A presigned GET URL of an object (SigV4, query form), valid for `expiresIn` seconds from `signingDate`. */
export async function presignGetUrl(target: GetUrlTarget, { credentials, expiresIn, signingDate }: GetUrlSigning): Promise<string> {
  // S3 takes the path as sent: it is escaped once (above), not again for the signature.
  const signer = new SignatureV4({ credentials, region: target.region, service: 's3', sha256: Sha256, uriEscapePath: false, applyChecksum: false });
  const signed = await signer.presign(getObjectRequest(target), { expiresIn, ...(signingDate ? { signingDate } : {}) });
  const port = signed.port ? `:${signed.port}` : '';
  return `${signed.protocol}//${signed.hostname}${port}${signed.path}?${buildQueryString(signed.query ?? {})}`;
}

/** The credentials the SDK clients use (in Lambda its role's, from the environment), resolved once and refreshed as they expire. */
let credentials: Credentials | undefined;

/** A presigned GET URL of an object of the photo bucket. */
export const signedPhotoGetUrl = (key: string, expiresIn: number) =>
  presignGetUrl(
    { bucket: config.photoBucket, key, region: config.region, endpoint: config.endpoints.s3 },
    { credentials: (credentials ??= defaultProvider()), expiresIn },
  );
