/**
 * Acknowledged writes survive a restart: `npm start` (the real script, a child process) is stopped
 * with Ctrl-C in the middle of a stream of writes and started again on the same data folder; every
 * write the API answered 2xx is then read back through the API, one by one.
 *
 * The writes are sign-ups through members' personal referral codes, because each one lands in both
 * stores that keep data on disk (cognito-local's JSON file of users, dynalite's LevelDB: the user
 * record, the referral marked taken, the referrer's fresh code) and each is read back separately:
 * the new member signs in (Cognito) and their session is answered (the user record in DynamoDB).
 * Three streams, one referrer each, so a request is usually in flight at Ctrl-C. A write sent
 * while the stack is down gets no answer, which is expected (it may or may not have landed); a
 * write answered other than 2xx fails the test, since requests in flight at Ctrl-C are answered.
 * The stop must also finish while the streams keep sending (kept-alive connections once held it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { signupBody } from './helpers.js';
import { freePort, runningStackEnv, startProcess } from './localProcess.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rishta-restart-'));
let run: ReturnType<typeof startProcess> | undefined;
let streaming = true;
afterAll(async () => {
  streaming = false;
  // A failed run leaves its stack up: stop it before its data folder goes.
  if (run && run.child.exitCode === null) {
    run.child.kill('SIGINT');
    await run.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const PASSWORD = 'secret123';
const STREAMS = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Referrer {
  headers: Record<string, string>;
  referralId: string;
}

describe('npm start, stopped and started again in the middle of a stream of writes', () => {
  it('keeps every write it answered 2xx', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/usermgmt`;

    /** Signs in against whichever Cognito emulator the running stack has (its port changes per start). */
    async function signIn(email: string): Promise<Record<string, string>> {
      const env = runningStackEnv(dataDir);
      const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: env.COGNITO_ENDPOINT });
      const auth = await cognito.send(
        new InitiateAuthCommand({ ClientId: env.USER_POOL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } }),
      );
      return { authorization: `Bearer ${auth.AuthenticationResult?.AccessToken}` };
    }
    const session = async (headers: Record<string, string>) => {
      const res = await fetch(`${base}/session`, { headers });
      return { status: res.status, body: (await res.json()) as { id: string; userReferralId: string } };
    };
    const post = (op: string, body: unknown) =>
      fetch(`${base}/${op}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const seenCodes = new Map<string, string>();
    /** The code the running stack mailed (its mail viewer forgets at a restart: a retried sign-up mails a new one). */
    const codeInViewer = async (email: string) => {
      const store = (await (await fetch(`${runningStackEnv(dataDir).SES_ENDPOINT}/store`)).json()) as { emails: { destination: { to: string[] }; body?: { text?: string } }[] };
      return /\b(\d{6})\b/.exec(store.emails.filter((m) => m.destination.to.includes(email)).at(-1)?.body?.text ?? '')?.[1];
    };
    async function mailedCode(email: string): Promise<string> {
      let code = (await codeInViewer(email))
        // The mail viewer of the stopped stack is gone: a sign-up whose user Cognito confirmed before
        // Ctrl-C gets no new code (the confirm step finishes it), so the code seen before is sent again.
        ?? seenCodes.get(email);
      if (!code) {
        // Mailed by the stopped stack and never read: ask for a new code, as a family would
        // (at most once a minute per address, so a stream may wait here for a while).
        await post('resendSignupCode', { signupSecret: signupOf(email).signupSecret, userEmail: email });
        code = await codeInViewer(email);
      }
      if (!code) throw new Error(`no code mailed to ${email}`);
      seenCodes.set(email, code);
      return code;
    }
    /** Each address's sign-up, from one browser (one secret), however often it is retried. */
    const signups = new Map<string, ReturnType<typeof signupBody>>();
    const signupOf = (email: string, referralId = '') => {
      if (!signups.has(email)) signups.set(email, signupBody(referralId, email, PASSWORD));
      return signups.get(email)!;
    };
    /** Both steps of sign-up: the form (which mails the code), then the code. */
    async function signUp(referralId: string, email: string): Promise<Response> {
      const body = signupOf(email, referralId);
      const started = await post('saveUserProfile', body);
      if (!started.ok) return started;
      return post('confirmSignup', { signupSecret: body.signupSecret, userEmail: email, code: await mailedCode(email) });
    }
    /** The write: a friend signs up with the referrer's current code (a fresh one once the last was used). */
    async function refer(referrer: Referrer, email: string): Promise<Response> {
      const details = await fetch(`${base}/getUserReferralDetails/${referrer.referralId}`, { headers: referrer.headers });
      if (!details.ok) return details;
      referrer.referralId = ((await details.json()) as { id: string }).id;
      return signUp(referrer.referralId, email);
    }
    async function member(email: string): Promise<Referrer> {
      const headers = await signIn(email);
      return { headers, referralId: (await session(headers)).body.userReferralId };
    }

    run = startProcess(port, dataDir);
    await run.ready;
    const code = /^Referral code: ([A-Z2-9]{8})$/m.exec(run!.output())?.[1];
    const first = (await (await fetch(`${base}/validateReferCode/${code}`)).json()) as { id: string };
    // The printed code is not a member's, so the first sign-up goes straight to saveUserProfile.
    const signedUp = await signUp(first.id, 'root@example.org');
    expect(signedUp.status).toBe(200);
    // One referrer per stream, each referred by the one before, so the streams never share a code.
    const referrers: Referrer[] = [await member('root@example.org')];
    for (let s = 1; s < STREAMS; s++) {
      expect((await refer(referrers[s - 1]!, `referrer${s}@example.org`)).status).toBe(200);
      referrers.push(await member(`referrer${s}@example.org`));
    }

    const acked: string[] = [];
    /** Answered but not 2xx: none is expected, down or up (requests in flight at Ctrl-C are answered). */
    const refused: string[] = [];
    /** No answer: the stack was down. */
    let unanswered = 0;
    /** Why requests went unanswered, for the failure message. */
    const errs = new Set<string>();
    const streams = referrers.map(async (referrer, s) => {
      for (let i = 0; streaming; ) {
        const email = `s${s}n${i}@example.org`;
        try {
          const res = await refer(referrer, email);
          if (res.ok) acked.push(email);
          else refused.push(`${email}: ${res.status} ${await res.text()}`);
          i++;
        } catch (e) {
          errs.add(`stream ${s}: ${(e as Error).message}`.slice(0, 200));
          // Down: connection refused, or the code's mail went with the stopped stack. The same sign-up
          // is tried again (its referral code is held for it), after a little wait rather than a spin.
          unanswered++;
          await sleep(100);
        }
      }
    });
    // Up to two minutes: after a restart a stream whose code mail went with the stopped stack waits
    // for resendSignupCode's one-minute spacing.
    const ackedAtLeast = async (n: number) => {
      for (const until = Date.now() + 120_000; acked.length < n; await sleep(20)) {
        if (Date.now() > until) throw new Error(`only ${acked.length} of ${n} writes answered 2xx; last refusals: ${refused.slice(-3).join('; ')} ; unanswered because: ${[...errs].slice(-6).join(' | ')}\n${run!.errors()}`);
      }
    };

    await ackedAtLeast(10);
    run.child.kill('SIGINT');
    // Before stack.stop() closed kept-alive connections, the streams kept this from ever exiting.
    expect(await Promise.race([run.exited, sleep(15_000).then(() => 'still running 15 s after Ctrl-C')])).toBe(0);
    const beforeStop = acked.length;
    run = startProcess(port, dataDir);
    await run.ready;
    await ackedAtLeast(beforeStop + 10);
    streaming = false;
    await Promise.all(streams);

    // Every acknowledged sign-up, read back one by one through the restarted stack.
    const lost: string[] = [];
    for (const email of acked) {
      try {
        const me = await session(await signIn(email));
        if (me.status !== 200) lost.push(`${email}: ${me.status} ${JSON.stringify(me.body)}`);
      } catch (e) {
        lost.push(`${email}: ${(e as Error).message}`);
      }
    }
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    expect({ lost, refused }).toEqual({ lost: [], refused: [] });
    console.log(`restart: ${acked.length} writes answered 2xx (${beforeStop} before Ctrl-C) and all found; ${unanswered} unanswered while down`);
  }, 300_000);
});
