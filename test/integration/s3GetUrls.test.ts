/**
 * The photos' GET URLs signed without the S3 client (functions/lib/s3GetUrls.ts, so routes that only show photos load no S3 client): the URL
 * is the one the SDK's presigner gives for the same object, time and credentials (path style
 * against the emulator, virtual-hosted in AWS), it fetches the photo from the local S3, and a URL
 * that was altered, or signed longer ago than it lives, is refused. The time is a parameter: no
 * test here waits or reads the clock against an answer.
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { beforeAll, describe, expect, it } from 'vitest';
import { presignGetUrl, signedPhotoGetUrl } from '#functions/lib/s3GetUrls.js';
import { photoKey } from '#functions/store/photoKeys.js';
import { newMemberWithCandidate, pngBytes, uploadPhoto } from './helpers.js';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const signingDate = new Date('2026-03-04T05:06:07Z');

/** An S3 client set up as functions/lib/s3.ts sets it. */
const s3Client = (region: string, endpoint: string | undefined, keys = credentials) => new S3Client({
  region, endpoint, forcePathStyle: Boolean(endpoint), credentials: keys,
  requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED',
});

/** The local stack's keys (its handlers' environment). */
const stackCredentials = () => ({ accessKeyId: process.env.AWS_ACCESS_KEY_ID!, secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY! });

/** The SDK's presigned GetObject URL. */
const sdkUrl = (bucket: string, key: string, region: string, endpoint: string | undefined) =>
  getSignedUrl(s3Client(region, endpoint), new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: 300, signingDate });

/** Whether a local S3 URL's signature is the one S3 computes for what the URL asks (its key, date and life), with the stack's keys. */
async function signatureHolds(url: URL): Promise<boolean> {
  const [, bucket, ...key] = url.pathname.split('/').map(decodeURIComponent);
  const amzDate = url.searchParams.get('X-Amz-Date')!.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z');
  const expected = await getSignedUrl(s3Client(process.env.AWS_REGION ?? 'us-east-1', url.origin, stackCredentials()), new GetObjectCommand({ Bucket: bucket, Key: key.join('/') }),
    { expiresIn: Number(url.searchParams.get('X-Amz-Expires')), signingDate: new Date(amzDate) });
  return new URL(expected).searchParams.get('X-Amz-Signature') === url.searchParams.get('X-Amz-Signature');
}

describe("photos' GET URLs signed without the S3 client", () => {
  it.each([
    ['AWS (virtual-hosted)', 'eu-west-1', undefined],
    ['the local emulator (path style)', 'us-east-1', 'http://127.0.0.1:4569'],
  ])('are the URLs the SDK presigner gives, in %s', async (_where, region, endpoint) => {
    for (const key of ['photos/c-1/p-1/thumb', 'photos/c 1/p+1(2)!/view']) {
      const ours = await presignGetUrl({ bucket: 'rishta-photos-x1', key, region, endpoint }, { credentials, expiresIn: 300, signingDate });
      expect(ours).toBe(await sdkUrl('rishta-photos-x1', key, region, endpoint));
      expect(new URL(ours).searchParams.get('X-Amz-Content-Sha256')).toBe('UNSIGNED-PAYLOAD');
    }
  });

  describe('against the local S3', () => {
    let key = '';
    let otherKey = '';
    const target = () => ({ bucket: process.env.PHOTO_BUCKET!, region: process.env.AWS_REGION ?? 'us-east-1', endpoint: process.env.S3_ENDPOINT });

    beforeAll(async () => {
      const m = await newMemberWithCandidate();
      const first = await uploadPhoto(m, m.candidateId, pngBytes());
      const second = await uploadPhoto(m, m.candidateId, pngBytes());
      expect([first.confirm.status, second.confirm.status]).toEqual([200, 200]);
      key = photoKey(m.candidateId, first.photoId, 'view');
      otherKey = photoKey(m.candidateId, second.photoId, 'view');
    });

    it('fetch the photo', async () => {
      const res = await fetch(await signedPhotoGetUrl(key, 300));
      expect(res.status).toBe(200);
      const stored = await s3Client(target().region, target().endpoint, stackCredentials()).send(new GetObjectCommand({ Bucket: target().bucket, Key: key }));
      expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(await stored.Body!.transformToByteArray()));
    });

    // s3rver checks a URL's key id and expiry but not its SigV4 signature ("unimplemented" in its
    // authentication.js), so the signature of an altered URL is checked as S3 checks it: recomputed,
    // with the SDK's presigner, from what the URL says.
    it('are refused when altered: another key, a longer life, another signature, an unknown key id', async () => {
      const url = new URL(await signedPhotoGetUrl(key, 300));
      expect(await signatureHolds(url)).toBe(true);
      const otherPhoto = new URL(url);
      otherPhoto.pathname = otherPhoto.pathname.replace(key, otherKey);
      const longer = new URL(url);
      longer.searchParams.set('X-Amz-Expires', '3000');
      const signature = url.searchParams.get('X-Amz-Signature')!;
      const forged = new URL(url);
      forged.searchParams.set('X-Amz-Signature', `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`);
      expect(await Promise.all([otherPhoto, longer, forged].map(signatureHolds))).toEqual([false, false, false]);
      const unknownKeyId = new URL(url);
      unknownKeyId.searchParams.set('X-Amz-Credential', url.searchParams.get('X-Amz-Credential')!.replace(/^[^/]+/, 'AKIDUNKNOWN'));
      expect((await fetch(unknownKeyId)).status).toBe(403);
    });

    it('are refused once expired (signed an hour ago to live a minute), and served when signed just as long ago to live longer', async () => {
      const hourAgo = new Date(Date.now() - 3_600_000);
      const expired = await presignGetUrl({ ...target(), key }, { credentials: stackCredentials(), expiresIn: 60, signingDate: hourAgo });
      expect((await fetch(expired)).status).toBe(403);
      const alive = await presignGetUrl({ ...target(), key }, { credentials: stackCredentials(), expiresIn: 7200, signingDate: hourAgo });
      expect((await fetch(alive)).status).toBe(200);
    });
  });
});
