/**
 * The bytes a member's browser downloads to show one search page of 24 cards: the search answer
 * (JSON, as sent, uncompressed) plus each card's image through its signed URL from the local S3.
 * Beside it, in the same run on the same profiles, the same page as before photo sizes: each card
 * image the full photo (the original, which is what cards were signed before). Target: at most 5 %.
 */
import jpeg from 'jpeg-js';
import type { LocalStack } from '../infra/local/stack.js';
import { candidateBody } from '../test/sampleData.js';
import { jsonRequest, ok, signIn, signUp, uploadPhoto, type Headers } from './harness.js';

export const CARD_BYTES_TARGET = 0.05;
const CARDS = 24;

/**
 * A photo-like JPEG, 1600 x 1200 at the browser's re-encode quality (0.9): smooth colour fields
 * with grain, so it compresses as a camera photo does rather than as flat colour or pure noise.
 * Phone photos are larger (12 MP, 2-4 MB), which would only make the full page heavier.
 */
export function photoLikeJpeg(width = 1600, height = 1200): Buffer {
  const data = new Uint8Array(width * height * 4);
  let seed = 42;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 33) - 16;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = Math.max(0, Math.min(255, 120 + 90 * Math.sin(x / 97) + grain()));
      data[i + 1] = Math.max(0, Math.min(255, 110 + 70 * Math.cos(y / 71) + grain()));
      data[i + 2] = Math.max(0, Math.min(255, 100 + 60 * Math.sin((x + y) / 131) + grain()));
      data[i + 3] = 255;
    }
  }
  return Buffer.from(jpeg.encode({ width, height, data }, 90).data);
}

export interface CardPageBytes {
  json: number;
  thumbnails: number;
  fullPhotos: number;
  /** The page today (JSON + thumbnails) over the page before (JSON + full photos). */
  ratio: number;
  photoBytes: number;
}

const bytesOf = async (url: string) => (await ok2(await fetch(url))).byteLength;
async function ok2(res: Response): Promise<ArrayBuffer> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status}`);
  return res.arrayBuffer();
}

/** Lists 24 profiles with a photo each through the API, searches them as `searcher`, and weighs the page both ways. */
export async function cardPageBytes(stack: LocalStack, searcher: Headers): Promise<CardPageBytes> {
  const { issueReferralCode } = await import('#functions/trust/referrals.js');
  const { photoKey } = await import('#functions/store/photoKeys.js');
  const { viewUrl } = await import('#functions/photos/entities/photoViewUrls.js');
  const photo = photoLikeJpeg();
  const photoIds = new Map<string, string>();
  for (let i = 0; i < CARDS; i++) {
    const email = `card${i}@example.org`;
    await signUp(stack, (await issueReferralCode(email)).id, email);
    const headers = await signIn(stack, email);
    const profile = await ok<{ id: string }>(await fetch(`${stack.url}/api/profilemgmt/saveProfile`,
      jsonRequest(headers, candidateBody({ gender: 'Male', nativeLanguage: 'Tulu', firstName: `Card${i}`, email }))));
    photoIds.set(profile.id, await uploadPhoto(stack, headers, profile.id, photo, 'photo.jpg'));
  }
  const res = await fetch(`${stack.url}/api/profilemgmt/searchProfiles`, jsonRequest(searcher, { gender: 'Male', nativeLanguage: 'Tulu', minAge: 21, maxAge: 45 }));
  const body = await ok2(res);
  const page = JSON.parse(new TextDecoder().decode(body)) as { items: { id: string; photoURL: string | null }[] };
  if (page.items.length !== CARDS || page.items.some((c) => !c.photoURL)) throw new Error(`expected ${CARDS} cards with photos, got ${page.items.length}`);
  const thumbnails = (await Promise.all(page.items.map((c) => bytesOf(c.photoURL!)))).reduce((a, b) => a + b, 0);
  // Before photo sizes, a card was signed the photo's only object: the original.
  const originals = await Promise.all(page.items.map(async (c) => viewUrl(photoKey(c.id, photoIds.get(c.id) ?? ''))));
  const fullPhotos = (await Promise.all(originals.map(bytesOf))).reduce((a, b) => a + b, 0);
  const json = body.byteLength;
  return { json, thumbnails, fullPhotos, ratio: (json + thumbnails) / (json + fullPhotos), photoBytes: photo.length };
}
