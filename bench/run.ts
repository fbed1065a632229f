/**
 * `npm run bench`: latency and throughput of the main calls through the real handlers on the local
 * stack (throw-away data folder, free port), each printed beside baselines measured in the same run
 * on the same emulators: a raw DynamoDB GetItem through the SDK (the least any member call costs)
 * and a static file from the same HTTP server (the least any request costs). docs/performance.md records
 * the table. `npm run bench -- --quick` runs every row with a few requests, so CI keeps it working.
 * Then the bytes of one search page of 24 cards, thumbnails beside full photos (cardBytes.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalStack } from '../infra/local/stack.js';
import { candidateBody } from '../test/sampleData.js';
import { CARD_BYTES_TARGET, cardPageBytes } from './cardBytes.js';
import { jsonRequest, measure, n, noisePng, ok, quick, signIn, signUp, tableClient, uploadPhoto } from './harness.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rishta-bench-'));
const stack = await startLocalStack({ dataDir, port: 0 });
const { issueReferralCode } = await import('#functions/trust/referrals.js');
const { GetCommand } = await import('@aws-sdk/lib-dynamodb');

try {
  const results = [];
  const get = (url: string, headers: Record<string, string> = {}) => async () => void (await ok(await fetch(url, { headers })));
  results.push(await measure('baseline: static /config.json (same server)', n(300), 1, get(`${stack.url}/config.json`)));
  results.push(await measure('baseline: static /config.json (same server)', n(300), 10, get(`${stack.url}/config.json`)));

  const code = (await issueReferralCode('bench@example.org')).referralCode;
  results.push(await measure('GET validateReferCode (public)', n(300), 1, get(`${stack.url}/api/usermgmt/validateReferCode/${code}`)));
  results.push(await measure('GET validateReferCode (public)', n(300), 10, get(`${stack.url}/api/usermgmt/validateReferCode/${code}`)));

  const signups = n(30);
  const referrals = await Promise.all(Array.from({ length: signups }, (_, i) => issueReferralCode(`bench${i}@example.org`)));
  results.push(
    await measure('POST saveUserProfile (sign-up)', signups, 1, (i) => signUp(stack, referrals[i]!.id, `member${i}@example.org`)),
  );

  const headers = await signIn(stack, 'member0@example.org');
  // The account check every member call makes is one consistent GetItem: this is its raw cost.
  const userKey = { pk: `USER#${(await ok(await fetch(`${stack.url}/api/usermgmt/session`, { headers }))).id}`, sk: 'PROFILE' };
  // A client as the SDK makes it, not the handlers' own: what the functions change in theirs shows beside it.
  const rawGet = async () => void (await tableClient().send(new GetCommand({ TableName: stack.env.TABLE_NAME, Key: userKey, ConsistentRead: true })));
  results.push(await measure('baseline: raw DynamoDB GetItem (SDK)', n(300), 1, rawGet));
  results.push(await measure('baseline: raw DynamoDB GetItem (SDK)', n(300), 10, rawGet));
  results.push(await measure('GET session (JWT verify + account check)', n(300), 1, get(`${stack.url}/api/usermgmt/session`, headers)));
  results.push(await measure('GET session (JWT verify + account check)', n(300), 10, get(`${stack.url}/api/usermgmt/session`, headers)));

  // Candidate profiles: one member's profile read by another (shaped and masked per viewer), and photo uploads.
  const profile = await ok(await fetch(`${stack.url}/api/profilemgmt/saveProfile`, jsonRequest(headers, candidateBody())));
  const photo = noisePng();
  // The reader must be a member who may view profiles (the view gate answers 403 otherwise): an
  // own enabled profile with a photo. Uploaded first, so the photo's copies are made before the row.
  const otherHeaders = await signIn(stack, 'member1@example.org');
  const otherProfile = await ok(await fetch(`${stack.url}/api/profilemgmt/saveProfile`, jsonRequest(otherHeaders, candidateBody())));
  await uploadPhoto(stack, otherHeaders, otherProfile.id!, photo, 'me.png');
  results.push(
    await measure(`photo upload: ticket + S3 POST (${(photo.length / 1048576).toFixed(1)} MiB) + confirm (check, strip, store)`, n(10), 1, (i) =>
      uploadPhoto(stack, headers, profile.id!, photo, `p${i}.png`).then(() => undefined)),
  );
  results.push(await measure('GET getProfileDetails (another member, masked)', n(300), 1, get(`${stack.url}/api/profilemgmt/getProfileDetails/${profile.id}`, otherHeaders)));

  console.log(`\n${quick ? '(quick mode: a few requests per row; figures are not meaningful)\n' : ''}`);
  console.log('| call | requests | concurrency | p50 ms | p95 ms | requests/s |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.name} | ${r.count} | ${r.concurrency} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.perSecond.toFixed(0)} |`);

  // Bytes, not time: the same in quick mode, so judged in both.
  const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
  const page = await cardPageBytes(stack, otherHeaders);
  console.log(`\nOne search page of 24 cards (photo-like JPEG originals of ${kib(page.photoBytes)}), bytes the browser downloads:`);
  console.log('| page | JSON | card images | total | share of full photos | target | result |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(`| before: cards show the full photos | ${kib(page.json)} | ${kib(page.fullPhotos)} | ${kib(page.json + page.fullPhotos)} | 100 % | | |`);
  console.log(`| now: cards show 120 x 120 thumbnails | ${kib(page.json)} | ${kib(page.thumbnails)} | ${kib(page.json + page.thumbnails)} | ${(page.ratio * 100).toFixed(2)} % | <= ${CARD_BYTES_TARGET * 100} % | ${page.ratio <= CARD_BYTES_TARGET ? 'PASS' : 'MISS'} |`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
