/**
 * `npm run bench`: latency and throughput of the main account calls through the real handlers on
 * the local stack (throw-away data folder, free port). Prints a table; the README records it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startLocalStack } from '../infra/local/stack.js';
import { candidateBody } from '../test/sampleData.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rishta-bench-'));
const stack = await startLocalStack({ dataDir, port: 0 });
const { issueReferralCode } = await import('../functions/services/referrals.js');
const { CognitoIdentityProviderClient, InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');


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

try {
  const results = [];
  const code = (await issueReferralCode('bench@example.org')).referralCode;
  results.push(await measure('GET validateReferCode (public)', 300, 1, async () => void (await ok(await fetch(`${stack.url}/api/usermgmt/validateReferCode/${code}`)))));
  results.push(await measure('GET validateReferCode (public)', 300, 10, async () => void (await ok(await fetch(`${stack.url}/api/usermgmt/validateReferCode/${code}`)))));

  const referrals = await Promise.all(Array.from({ length: 30 }, (_, i) => issueReferralCode(`bench${i}@example.org`)));
  results.push(
    await measure('POST saveUserProfile (sign-up)', 30, 1, async (i) => {
      await ok(
        await fetch(`${stack.url}/api/usermgmt/saveUserProfile`, {
          method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userReferralId: referrals[i]!.id, firstName: 'B', lastName: 'M', userEmail: `member${i}@example.org`, userPhoneCountryCode: '+1', userPhoneNumber: '4165550100', userPass: 'secret123' }),
        }),
      );
    }),
  );

  const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: stack.env.COGNITO_ENDPOINT });
  const auth = await cognito.send(new InitiateAuthCommand({ ClientId: stack.env.USER_POOL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'member0@example.org', PASSWORD: 'secret123' } }));
  const headers = { authorization: `Bearer ${auth.AuthenticationResult?.AccessToken}` };
  results.push(await measure('GET session (JWT verify + account check)', 300, 1, async () => void (await ok(await fetch(`${stack.url}/api/usermgmt/session`, { headers })))));
  results.push(await measure('GET session (JWT verify + account check)', 300, 10, async () => void (await ok(await fetch(`${stack.url}/api/usermgmt/session`, { headers })))));

  // Candidate profiles: one member's profile read by another (shaped and masked per viewer), and photo uploads.
  const json = (body: unknown) => ({ method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const profile = await ok(await fetch(`${stack.url}/api/profilemgmt/saveProfile`, json(candidateBody())));
  const other = await cognito.send(new InitiateAuthCommand({ ClientId: stack.env.USER_POOL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'member1@example.org', PASSWORD: 'secret123' } }));
  const otherHeaders = { authorization: `Bearer ${other.AuthenticationResult?.AccessToken}` };
  results.push(await measure('GET getProfileDetails (another member, masked)', 300, 1, async () => void (await ok(await fetch(`${stack.url}/api/profilemgmt/getProfileDetails/${profile.id}`, { headers: otherHeaders })))));
  const photo = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(1024 * 1024 - 8)]);
  results.push(
    await measure('photo upload: ticket + S3 POST (1 MiB) + confirm', 10, 1, async (i) => {
      const ticket = (await ok(await fetch(`${stack.url}/api/profilemgmt/uploadPhoto/${profile.id}`, json({ fileName: `p${i}.png`, contentType: 'image/png', size: photo.length })))) as unknown as { photoId: string; url: string; fields: Record<string, string> };
      const form = new FormData();
      for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), `p${i}.png`);
      if (!(await fetch(ticket.url, { method: 'POST', body: form })).ok) throw new Error('S3 POST failed');
      await ok(await fetch(`${stack.url}/api/profilemgmt/confirmPhotoUpload/${profile.id}/${ticket.photoId}`, json({ fileName: `p${i}.png` })));
    }),
  );

  console.log('\n| call | requests | concurrency | p50 ms | p95 ms | requests/s |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.name} | ${r.count} | ${r.concurrency} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.perSecond.toFixed(0)} |`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
