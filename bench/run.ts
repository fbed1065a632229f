/**
 * `npm run bench`: latency and throughput of the main calls through the real handlers on the local
 * stack (throw-away data folder, free port), each printed beside baselines measured in the same run
 * on the same emulators: a raw DynamoDB GetItem through the SDK (the least any member call costs)
 * and a static file from the same HTTP server (the least any request costs). The README records
 * the table. `npm run bench -- --quick` runs every row with a few requests, so CI keeps it working.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { crc32, deflateSync } from 'node:zlib';
import { startLocalStack } from '../infra/local/stack.js';
import { candidateBody } from '../test/sampleData.js';

const quick = process.argv.includes('--quick');
/** Requests per row: full runs for the README, a handful in quick mode. */
const n = (full: number) => (quick ? Math.min(full, 5) : full);

const dataDir = mkdtempSync(path.join(tmpdir(), 'rishta-bench-'));
const stack = await startLocalStack({ dataDir, port: 0 });
const { issueReferralCode } = await import('#functions/services/referrals.js');
const { CognitoIdentityProviderClient, InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('#functions/lib/clients.js');

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

async function measure(name: string, count: number, concurrency: number, once: (i: number) => Promise<void>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        await once(i);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { name, count, concurrency, p50: percentile(times, 50), p95: percentile(times, 95), perSecond: count / seconds };
}

async function ok(res: Response) {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, string>>;
}

/** A real, decodable 512x512 RGBA PNG of random pixels (about 1 MiB: noise does not compress). */
function noisePng(side = 512): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 4)]));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 1 })), chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
    await measure('POST saveUserProfile (sign-up)', signups, 1, async (i) => {
      await ok(
        await fetch(`${stack.url}/api/usermgmt/saveUserProfile`, {
          method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userReferralId: referrals[i]!.id, firstName: 'B', lastName: 'M', userEmail: `member${i}@example.org`, userPhoneCountryCode: '+1', userPhoneNumber: '4165550100', userPass: 'secret123' }),
        }),
      );
    }),
  );

  const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: stack.env.COGNITO_ENDPOINT });
  const signIn = async (email: string) => {
    const auth = await cognito.send(new InitiateAuthCommand({ ClientId: stack.env.USER_POOL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret123' } }));
    return { authorization: `Bearer ${auth.AuthenticationResult?.AccessToken}` };
  };
  const headers = await signIn('member0@example.org');
  // The account check every member call makes is one consistent GetItem: this is its raw cost.
  const userKey = { pk: `USER#${(await ok(await fetch(`${stack.url}/api/usermgmt/session`, { headers }))).id}`, sk: 'PROFILE' };
  const rawGet = async () => void (await ddb().send(new GetCommand({ TableName: stack.env.TABLE_NAME, Key: userKey, ConsistentRead: true })));
  results.push(await measure('baseline: raw DynamoDB GetItem (SDK)', n(300), 1, rawGet));
  results.push(await measure('baseline: raw DynamoDB GetItem (SDK)', n(300), 10, rawGet));
  results.push(await measure('GET session (JWT verify + account check)', n(300), 1, get(`${stack.url}/api/usermgmt/session`, headers)));
  results.push(await measure('GET session (JWT verify + account check)', n(300), 10, get(`${stack.url}/api/usermgmt/session`, headers)));

  // Candidate profiles: one member's profile read by another (shaped and masked per viewer), and photo uploads.
  const json = (body: unknown) => ({ method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const profile = await ok(await fetch(`${stack.url}/api/profilemgmt/saveProfile`, json(candidateBody())));
  const photo = noisePng();
  const uploads = n(10);
  results.push(
    await measure(`photo upload: ticket + S3 POST (${(photo.length / 1048576).toFixed(1)} MiB) + confirm (check, strip, store)`, uploads, 1, async (i) => {
      const ticket = (await ok(await fetch(`${stack.url}/api/profilemgmt/uploadPhoto/${profile.id}`, json({ fileName: `p${i}.png`, contentType: 'image/png', size: photo.length })))) as unknown as { photoId: string; url: string; fields: Record<string, string> };
      const form = new FormData();
      for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), `p${i}.png`);
      if (!(await fetch(ticket.url, { method: 'POST', body: form })).ok) throw new Error('S3 POST failed');
      await ok(await fetch(`${stack.url}/api/profilemgmt/confirmPhotoUpload/${profile.id}/${ticket.photoId}`, json({ fileName: `p${i}.png` })));
    }),
  );
  // The reader must be a member who may view profiles: an own enabled profile with a photo.
  const otherHeaders = await signIn('member1@example.org');
  const otherJson = (body: unknown) => ({ method: 'POST', headers: { ...otherHeaders, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const otherProfile = await ok(await fetch(`${stack.url}/api/profilemgmt/saveProfile`, otherJson(candidateBody())));
  const ticket = (await ok(await fetch(`${stack.url}/api/profilemgmt/uploadPhoto/${otherProfile.id}`, otherJson({ fileName: 'me.png', contentType: 'image/png', size: photo.length })))) as unknown as { photoId: string; url: string; fields: Record<string, string> };
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
  await fetch(ticket.url, { method: 'POST', body: form });
  await ok(await fetch(`${stack.url}/api/profilemgmt/confirmPhotoUpload/${otherProfile.id}/${ticket.photoId}`, otherJson({ fileName: 'me.png' })));
  results.push(await measure('GET getProfileDetails (another member, masked)', n(300), 1, get(`${stack.url}/api/profilemgmt/getProfileDetails/${profile.id}`, otherHeaders)));

  console.log(`\n${quick ? '(quick mode: a few requests per row; figures are not meaningful)\n' : ''}`);
  console.log('| call | requests | concurrency | p50 ms | p95 ms | requests/s |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.name} | ${r.count} | ${r.concurrency} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.perSecond.toFixed(0)} |`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
