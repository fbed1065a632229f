/**
 * `npm run bench`: latency and throughput of the main account calls through the real handlers on
 * the local stack (throw-away data folder, free port). Prints a table; the README records it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startLocalStack } from '../infra/local/stack.js';

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

  console.log('\n| call | requests | concurrency | p50 ms | p95 ms | requests/s |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.name} | ${r.count} | ${r.concurrency} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.perSecond.toFixed(0)} |`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
