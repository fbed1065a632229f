/**
 * Photos stored before uploads carried their sizes (a data folder from an older version) get their
 * thumbnail and view copy when `npm start` starts (the real script, a child process), made from
 * the stored original by the server's resize code; photos that have them are left as they are.
 */
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { imageDimensions } from '#functions/lib/imageSize.js';
import { cleanPng, jpegOfSize } from '../fixtures/images.js';
import { freePort, startsOnOwnFolder } from './localProcess.js';

const script = startsOnOwnFolder('rishta-photo-sizes-');

function bucket() {
  const env = script.env();
  const client = new S3Client({
    region: 'us-east-1', endpoint: env.S3_ENDPOINT, forcePathStyle: true,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '' },
    requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = env.PHOTO_BUCKET;
  return {
    put: (Key: string, Body: Uint8Array, ContentType: string) => client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType })),
    get: async (Key: string) => Buffer.from(await (await client.send(new GetObjectCommand({ Bucket, Key }))).Body!.transformToByteArray()),
    keys: async (Prefix: string) => ((await client.send(new ListObjectsV2Command({ Bucket, Prefix }))).Contents ?? []).map((o) => o.Key).sort(),
  };
}

describe('npm start makes the missing sizes of older photos', () => {
  it('thumbnail and view copy from the stored original; photos that have them are untouched', async () => {
    const port = await freePort();
    await script.start(port);
    const old = bucket();
    // As an older version stored them: the original alone.
    await old.put('photos/cand-a/photo-1', jpegOfSize(1600, 1200), 'image/jpeg');
    await old.put('photos/cand-b/photo-2', cleanPng(), 'image/png');
    // A photo that has its copies already (marker bytes: a rewrite would show).
    await old.put('photos/cand-c/photo-3', jpegOfSize(300, 300), 'image/jpeg');
    await old.put('photos/cand-c/photo-3/thumb', Buffer.from('kept thumb'), 'image/jpeg');
    await old.put('photos/cand-c/photo-3/view', Buffer.from('kept view'), 'image/jpeg');
    expect(await script.stop()).toBe(0);

    expect(await script.start(port)).toContain('Photo sizes: made the thumbnail and view copy of 2 older photo(s)');
    const now = bucket();
    expect(await now.keys('photos/cand-a/')).toEqual(['photos/cand-a/photo-1', 'photos/cand-a/photo-1/thumb', 'photos/cand-a/photo-1/view']);
    expect(imageDimensions(await now.get('photos/cand-a/photo-1/thumb'), 'image/jpeg')).toEqual({ width: 120, height: 120 });
    expect(imageDimensions(await now.get('photos/cand-a/photo-1/view'), 'image/jpeg')).toEqual({ width: 1024, height: 768 });
    expect(imageDimensions(await now.get('photos/cand-b/photo-2/thumb'), 'image/jpeg')).toEqual({ width: 8, height: 8 });
    expect((await now.get('photos/cand-c/photo-3/thumb')).toString()).toBe('kept thumb');
    expect((await now.get('photos/cand-c/photo-3/view')).toString()).toBe('kept view');
    expect(await script.stop()).toBe(0);
  });
});
