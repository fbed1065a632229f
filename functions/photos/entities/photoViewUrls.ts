/**
 * The short-lived signed GET URLs viewers get for photos, signed without the S3 client
 * (lib/s3GetUrls.ts), so the cards of every list and a profile's view load no S3 code.
 */
import { signedPhotoGetUrl } from '../../lib/s3GetUrls.js';

const VIEW_URL_SECONDS = 300;

/** A signed GET URL of a photo object (photoKeys.ts), valid five minutes. */
export const viewUrl = (key: string): Promise<string> => signedPhotoGetUrl(key, VIEW_URL_SECONDS);
