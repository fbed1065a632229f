/**
 * Photo bookkeeping that must hold under concurrent requests and crashes: one photo per upload,
 * a count that repairs itself, at most 10 photos, at most 3 open upload tickets, no metadata kept.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { photoTexts } from '#shared/domain/candidate.js';
import { GPS_LATITUDE_BYTES, JPEG_COMMENT, jpegWithGps } from '../fixtures/images.js';
import { call, newEligibleMember, newMemberWithCandidate, pngBytes, postToPresignedForm, uploadPhoto, type Member } from './helpers.js';

const db = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
const s3 = () => new S3Client({ region: 'us-east-1', endpoint: process.env.S3_ENDPOINT, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
const TABLE = () => process.env.TABLE_NAME;
const NO_PHOTO = { status: 403, body: { message: 'Your candidate photo(s) are not uploaded. Please upload at least one photo.' } };

async function profileItem(candidateId: string) {
  return (await db().send(new GetCommand({ TableName: TABLE(), Key: { pk: `CAND#${candidateId}`, sk: 'PROFILE' }, ConsistentRead: true }))).Item;
}
async function partition(candidateId: string, prefix: string) {
  const res = await db().send(new QueryCommand({
    TableName: TABLE(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)', ConsistentRead: true,
    ExpressionAttributeValues: { ':pk': `CAND#${candidateId}`, ':sk': prefix },
  }));
  return res.Items ?? [];
}
type Cand = Member & { candidateId: string };
const ticketFor = (m: Cand, fileName = 'p.png') =>
  call('requestPhotoUpload', { token: m.token, params: { candidateId: m.candidateId }, body: { fileName, contentType: 'image/png', size: 100 } });
const confirm = (m: Cand, photoId: string, fileName = 'p.png') =>
  call('confirmPhotoUpload', { token: m.token, params: { candidateId: m.candidateId, photoId }, body: { fileName } });
const canView = async (m: Cand, target: string) => call('getCandidateProfile', { token: m.token, params: { candidateId: target } });

describe('photo count', () => {
  it('10 concurrent confirms of one upload: all 200 with the same photo, one item, count 1', async () => {
    const m = await newMemberWithCandidate();
    const ticket = await ticketFor(m);
    expect((await postToPresignedForm(ticket.body, pngBytes(), 'p.png', 'image/png')).ok).toBe(true);
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(m, ticket.body.photoId)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.id))).toEqual(new Set([ticket.body.photoId]));
    expect(await partition(m.candidateId, 'PHOTO#')).toHaveLength(1);
    expect(await profileItem(m.candidateId)).toMatchObject({ photoCount: 1, spk: 'F1995' });
    expect((await call('getPhotos', { token: m.token, params: { candidateId: m.candidateId } })).body.items).toHaveLength(1);
  });

  it('a photo item lost before the count went down: the gate refuses, and the next photo operation repairs the count', async () => {
    const m = await newEligibleMember();
    const target = await newEligibleMember(); // with a photo: one without is shown to nobody but its owner
    expect((await canView(m, target.candidateId)).status).toBe(200);
    const [photo] = await partition(m.candidateId, 'PHOTO#');
    // A crash between deleting the item and lowering the count.
    await db().send(new DeleteCommand({ TableName: TABLE(), Key: { pk: photo!.pk, sk: photo!.sk } }));
    expect(await profileItem(m.candidateId)).toMatchObject({ photoCount: 1 });
    expect(await canView(m, target.candidateId)).toEqual(NO_PHOTO);
    expect((await call('getSession', { token: m.token })).body.candidateProfilePhotoFlag).toBe(false);

    const next = await uploadPhoto(m, m.candidateId, pngBytes(), 'again.png');
    expect(next.confirm.status).toBe(200);
    expect(await profileItem(m.candidateId)).toMatchObject({ photoCount: 1 });
    expect((await call('deleteCandidatePhoto', { token: m.token, params: { candidateId: m.candidateId, photoId: next.photoId } })).status).toBe(200);
    const emptied = await profileItem(m.candidateId);
    expect(emptied).toMatchObject({ photoCount: 0 });
    expect(emptied).not.toHaveProperty('spk');
  });

  it('with 9 photos, concurrent confirms keep exactly one more: 10 in all, the rest refused with the spec text and removed', async () => {
    const m = await newMemberWithCandidate();
    for (let i = 0; i < 9; i++) expect((await uploadPhoto(m, m.candidateId, pngBytes(), `s${i}.png`)).confirm.status).toBe(200);
    const tickets = [];
    for (let i = 0; i < 3; i++) {
      const t = await ticketFor(m, `r${i}.png`);
      expect(t.status).toBe(200);
      expect((await postToPresignedForm(t.body, pngBytes(), `r${i}.png`, 'image/png')).ok).toBe(true);
      tickets.push(t.body.photoId as string);
    }
    const answers = await Promise.all(tickets.map((id, i) => confirm(m, id, `r${i}.png`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((r) => r.status !== 200)) expect(a).toMatchObject({ status: 422, body: { message: photoTexts.tooMany } });
    expect(await partition(m.candidateId, 'PHOTO#')).toHaveLength(10);
    expect(await profileItem(m.candidateId)).toMatchObject({ photoCount: 10 });
    expect(await partition(m.candidateId, 'TICKET#')).toHaveLength(0);
  });

  it('12 concurrent uploads on a profile with 9 photos: exactly 10 kept, no 500', async () => {
    const m = await newMemberWithCandidate();
    for (let i = 0; i < 9; i++) expect((await uploadPhoto(m, m.candidateId, pngBytes(), `s${i}.png`)).confirm.status).toBe(200);
    const racers = await Promise.all(Array.from({ length: 12 }, (_, i) => uploadPhoto(m, m.candidateId, pngBytes(), `r${i}.png`)));
    expect(racers.filter((r) => r.confirm.status === 200)).toHaveLength(1);
    for (const r of racers) expect([200, 422, 429]).toContain(r.confirm.status);
    expect(await partition(m.candidateId, 'PHOTO#')).toHaveLength(10);
    expect(await profileItem(m.candidateId)).toMatchObject({ photoCount: 10 });
  });
});

describe('upload tickets', () => {
  it('at most 3 open per candidate; a confirm or an expiry frees a slot; a confirm needs a ticket', async () => {
    const m = await newMemberWithCandidate();
    const open = await Promise.all(Array.from({ length: 5 }, (_, i) => ticketFor(m, `t${i}.png`)));
    expect(open.filter((t) => t.status === 200)).toHaveLength(3);
    for (const t of open.filter((r) => r.status !== 200)) {
      expect(t).toEqual({ status: 429, body: { message: 'You have 3 photo uploads in progress. Please finish them, or wait 10 minutes, before starting another.' } });
    }
    const first = open.find((t) => t.status === 200)!;
    expect((await postToPresignedForm(first.body, pngBytes(), 't.png', 'image/png')).ok).toBe(true);
    expect((await confirm(m, first.body.photoId, 't.png')).status).toBe(200);
    expect((await ticketFor(m)).status).toBe(200); // the confirmed one's slot
    expect((await ticketFor(m)).status).toBe(429);

    // An expired ticket frees its slot (DynamoDB TTL removes it later; the server does not wait for it).
    const [ticket] = await partition(m.candidateId, 'TICKET#');
    await db().send(new UpdateCommand({ TableName: TABLE(), Key: { pk: ticket!.pk, sk: ticket!.sk }, UpdateExpression: 'SET expiresAt = :past', ExpressionAttributeValues: { ':past': 1 } }));
    expect((await ticketFor(m)).status).toBe(200);

    // An object put under the upload prefix without a ticket is not accepted.
    const photoId = '0b7c9a52-7f1e-4d5c-9a53-2f7c1c1f0a11';
    await s3().send(new PutObjectCommand({ Bucket: process.env.PHOTO_BUCKET, Key: `uploads/${m.candidateId}/${photoId}`, Body: pngBytes(), ContentType: 'image/png' }));
    expect(await confirm(m, photoId)).toEqual({ status: 404, body: { message: photoTexts.failed } });
  });
});

describe('photo metadata', () => {
  it('a JPEG with Exif GPS and a comment is kept without them, still a JPEG', async () => {
    const m = await newMemberWithCandidate();
    const bytes = jpegWithGps();
    expect(bytes.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(true);
    const { confirm: confirmed } = await uploadPhoto(m, m.candidateId, bytes, 'camera.jpg');
    expect(confirmed.status).toBe(200);
    // The original as kept (the owner's link to it).
    const image = Buffer.from(await (await fetch(confirmed.body.originalURL)).arrayBuffer());
    expect([...image.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...image.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(image.includes(Buffer.from('Exif', 'latin1'))).toBe(false);
    expect(image.includes(GPS_LATITUDE_BYTES)).toBe(false);
    expect(image.includes(Buffer.from(JPEG_COMMENT, 'latin1'))).toBe(false);
    expect(image.length).toBeLessThan(bytes.length);
  });
});
