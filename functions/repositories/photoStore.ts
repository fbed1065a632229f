/**
 * Private photo storage in S3. Families upload straight to S3 with a presigned POST under the
 * unconfirmed prefix (expired by a lifecycle rule); the server checks the object and moves it to
 * the confirmed prefix. Viewers only ever get short-lived signed GET URLs.
 */
import {
  CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../lib/clients.js';
import { config } from '../lib/config.js';

export const UPLOAD_PREFIX = 'uploads/';
export const PHOTO_PREFIX = 'photos/';
const VIEW_URL_SECONDS = 300;

export const uploadKey = (candidateId: string, photoId: string) => `${UPLOAD_PREFIX}${candidateId}/${photoId}`;
export const photoKey = (candidateId: string, photoId: string) => `${PHOTO_PREFIX}${candidateId}/${photoId}`;

export async function presignUpload(key: string, contentType: string, maxBytes: number) {
  return createPresignedPost(s3(), {
    Bucket: config.photoBucket,
    Key: key,
    Conditions: [['content-length-range', 1, maxBytes], ['eq', '$Content-Type', contentType]],
    Fields: { 'Content-Type': contentType },
    Expires: 600,
  });
}

/** Size of an object, or undefined when there is none. */
export async function objectSize(key: string): Promise<number | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: config.photoBucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (e) {
    const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (e as Error).name === 'NotFound' || (e as Error).name === 'NoSuchKey') return undefined;
    throw e;
  }
}

export async function firstBytes(key: string, count: number): Promise<Uint8Array> {
  const res = await s3().send(new GetObjectCommand({ Bucket: config.photoBucket, Key: key, Range: `bytes=0-${count - 1}` }));
  const bytes = (await res.Body?.transformToByteArray()) ?? new Uint8Array();
  return bytes.slice(0, count);
}

export async function moveObject(from: string, to: string, contentType: string): Promise<void> {
  await s3().send(
    new CopyObjectCommand({
      Bucket: config.photoBucket, Key: to, CopySource: `${config.photoBucket}/${from}`,
      ContentType: contentType, MetadataDirective: 'REPLACE',
    }),
  );
  await deleteObject(from);
}

export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config.photoBucket, Key: key }));
}

/** Deletes every object under a prefix; safe to repeat. */
export async function deletePrefix(prefix: string): Promise<void> {
  let token: string | undefined;
  do {
    const list = await s3().send(new ListObjectsV2Command({ Bucket: config.photoBucket, Prefix: prefix, ContinuationToken: token }));
    const objects = (list.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    // One by one: the local emulator's multi-object delete wants a checksum header the SDK no longer sends.
    for (const o of objects) await deleteObject(o.Key);
    token = list.IsTruncated ? list.NextContinuationToken : undefined;
  } while (token);
}

export function viewUrl(key: string): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: config.photoBucket, Key: key }), { expiresIn: VIEW_URL_SECONDS });
}

