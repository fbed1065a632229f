/**
 * Private photo storage in S3. Families upload straight to S3 with a presigned POST under the
 * unconfirmed prefix (expired by a lifecycle rule); the server checks the object, strips its
 * metadata and writes the clean bytes under the confirmed prefix. Viewers only ever get short-lived signed
 * GET URLs, signed without this client (photoViewUrls.ts).
 */
import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { s3 } from '../lib/s3.js';
import { config } from '../lib/config.js';

export { PHOTO_PREFIX, UPLOAD_PREFIX, parsePhotoKey, photoKey, uploadKey } from './photoKeys.js';
/** How long a presigned upload form is valid; an upload ticket lives as long. */
export const UPLOAD_FORM_SECONDS = 600;

export async function presignUpload(key: string, contentType: string, maxBytes: number) {
  return createPresignedPost(s3(), {
    Bucket: config.photoBucket,
    Key: key,
    Conditions: [['content-length-range', 1, maxBytes], ['eq', '$Content-Type', contentType]],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_FORM_SECONDS,
  });
}

function isMissing(e: unknown): boolean {
  const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 || (e as Error).name === 'NotFound' || (e as Error).name === 'NoSuchKey';
}

/** Size of an object, or undefined when there is none. */
export async function objectSize(key: string): Promise<number | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: config.photoBucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (e) {
    if (isMissing(e)) return undefined;
    throw e;
  }
}

/** The whole object (photos are under 5 MB), or undefined when there is none. */
export async function readObject(key: string): Promise<Uint8Array | undefined> {
  try {
    const res = await s3().send(new GetObjectCommand({ Bucket: config.photoBucket, Key: key }));
    return (await res.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (e) {
    if (isMissing(e)) return undefined;
    throw e;
  }
}

export async function putObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: config.photoBucket, Key: key, Body: bytes, ContentType: contentType }));
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

/** Every key under a prefix, page by page. */
export async function* listKeys(prefix: string): AsyncGenerator<string> {
  let token: string | undefined;
  do {
    const list = await s3().send(new ListObjectsV2Command({ Bucket: config.photoBucket, Prefix: prefix, ContinuationToken: token }));
    for (const o of list.Contents ?? []) if (o.Key) yield o.Key;
    token = list.IsTruncated ? list.NextContinuationToken : undefined;
  } while (token);
}
