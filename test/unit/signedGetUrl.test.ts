/**
 * signedGetUrl signs with one kept presigner instead of the SDK's per-call pipeline: its URLs must
 * be the SDK's own. At one instant (the signature covers the time) both sign the same keys for a
 * path-style endpoint (the local emulator) and a virtual-hosted one (AWS), byte for byte.
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedGetUrl } from '#functions/repositories/signedGetUrl.js';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const keys = ['photos/0b7c9a52-1f3e-4c1d-9a8e-5f2b7d3c1e90/1a2b3c4d-0000-4000-a000-000000000001/thumb.jpg', 'photos/a b/(1)!*\'/x.png', 'uploads/k'];

afterEach(() => vi.useRealTimers());

describe('signedGetUrl', () => {
  const clients = {
    'path-style (the local emulator)': new S3Client({ region: 'us-east-1', endpoint: 'http://127.0.0.1:4569', forcePathStyle: true, credentials }),
    "path-style with the app's checksum settings": new S3Client({
      region: 'us-east-1', endpoint: 'http://127.0.0.1:4570', forcePathStyle: true, credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    'virtual-hosted (AWS)': new S3Client({ region: 'ca-central-1', credentials }),
  };
  for (const [name, client] of Object.entries(clients)) {
    it(`gives the SDK's own URL, ${name}`, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      for (const [k, key] of keys.entries()) {
        vi.setSystemTime(new Date(Date.UTC(2026, 10, 26, 4, 50, k)));
        const ours = await signedGetUrl(client, 'rishta-photos', key, 300);
        const sdk = await getSignedUrl(client, new GetObjectCommand({ Bucket: 'rishta-photos', Key: key }), { expiresIn: 300 });
        expect(ours).toBe(sdk);
      }
    });
  }
});
