/**
 * What every benchmark shares: the quick switch, timing with percentiles, and the member set-up
 * through the real API (sign-up, sign-in, a photo) on a local stack. Imports nothing of functions/
 * at load time: a benchmark starts its stack first, so the handlers read that stack's environment.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { crc32, deflateSync } from 'node:zlib';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LocalStack } from '../infra/local/stack.js';
import { candidateBody } from '../test/sampleData.js';
import { benchProfile, searcherProfiles } from './searchData.js';

/** `--quick`: every row with a handful of requests, so CI keeps each benchmark working (no figure means anything). */
export const quick = process.argv.includes('--quick');
/** Requests per row: full runs for docs/performance.md, a handful in quick mode. */
export const n = (full: number) => (quick ? Math.min(full, 5) : full);

export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

export interface Measured {
  name: string;
  count: number;
  concurrency: number;
  p50: number;
  p95: number;
  perSecond: number;
}

/** Runs `once(i)` for i < count with `concurrency` callers; latency per call, throughput per run. */
export async function measure(name: string, count: number, concurrency: number, once: (i: number) => Promise<void>): Promise<Measured> {
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

export async function ok<T = Record<string, string>>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** A real, decodable square RGBA PNG of random pixels (512 px is about 1 MiB: noise does not compress). */
export function noisePng(side = 512): Buffer {
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

export type Headers = Record<string, string>;

/** The password of every benchmark account. */
export const PASSWORD = 'secret123';

/** A JSON request with the member's bearer token. */
export const jsonRequest = (headers: Headers, body: unknown, method = 'POST'): RequestInit => ({
  method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body),
});

/**
 * Creates the account of a referral through the public sign-up calls: the form, then the code the
 * stack mailed to the address (read from its local SES, as a family reads its mail).
 */
export async function signUp(stack: LocalStack, userReferralId: string, email: string): Promise<void> {
  // The secret the sign-up form's browser would make and keep.
  const signupSecret = randomBytes(32).toString('hex');
  await ok(
    await fetch(`${stack.url}/api/usermgmt/saveUserProfile`, jsonRequest({}, {
      signupSecret, userReferralId, firstName: 'B', lastName: 'M', userEmail: email, userPhoneCountryCode: '+1', userPhoneNumber: '4165550100', userPass: PASSWORD,
    })),
  );
  const store = (await (await fetch(`${stack.env.SES_ENDPOINT}/store`)).json()) as { emails: { destination: { to: string[] }; body?: { text?: string } }[] };
  const code = /\b(\d{6})\b/.exec(store.emails.filter((m) => m.destination.to.includes(email)).at(-1)?.body?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-up code mailed to ${email}`);
  await ok(await fetch(`${stack.url}/api/usermgmt/confirmSignup`, jsonRequest({}, { signupSecret, userEmail: email, code })));
}

/** Signs in against the stack's Cognito emulator; the member's Authorization header. */
export async function signIn(stack: LocalStack, email: string): Promise<Headers> {
  const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: stack.env.COGNITO_ENDPOINT });
  const auth = await cognito.send(
    new InitiateAuthCommand({ ClientId: stack.env.USER_POOL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } }),
  );
  return { authorization: `Bearer ${auth.AuthenticationResult?.AccessToken}` };
}

/** The thumbnail and view copy the browser makes of a photo, made once per photo by the server's resize code (same geometry). */
const copiesMade = new WeakMap<Buffer, Record<'thumb' | 'view', Uint8Array>>();
async function copiesOf(photo: Buffer, contentType: 'image/png' | 'image/jpeg') {
  const made = copiesMade.get(photo);
  if (made) return made;
  const { makePhotoCopies } = await import('#functions/lib/photoResize.js');
  const copies = makePhotoCopies(photo, contentType);
  copiesMade.set(photo, copies);
  return copies;
}

async function postForm(form: { url: string; fields: Record<string, string> }, bytes: Uint8Array, fileName: string, contentType: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
  body.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  const posted = await fetch(form.url, { method: 'POST', body });
  if (!posted.ok) throw new Error(`S3 POST failed: ${posted.status}`);
}

interface Ticket {
  photoId: string;
  url: string;
  fields: Record<string, string>;
  copies: Record<'thumb' | 'view', { url: string; fields: Record<string, string> }>;
}

/**
 * The three steps of a photo upload: the ticket, the browser's S3 POSTs (the photo, its thumbnail
 * and view copy, made before the first call for a photo so no row times the resize), the confirm
 * (check, strip, store). Answers the photo id.
 */
export async function uploadPhoto(stack: LocalStack, headers: Headers, candidateId: string, photo: Buffer, fileName: string): Promise<string> {
  const contentType = fileName.endsWith('.png') ? 'image/png' : 'image/jpeg';
  const copies = await copiesOf(photo, contentType);
  const ticket = await ok<Ticket>(
    await fetch(`${stack.url}/api/profilemgmt/uploadPhoto/${candidateId}`, jsonRequest(headers, { fileName, contentType, size: photo.length })),
  );
  await Promise.all([
    postForm(ticket, photo, fileName, contentType),
    postForm(ticket.copies.thumb, copies.thumb, 'thumb.jpg', 'image/jpeg'),
    postForm(ticket.copies.view, copies.view, 'view.jpg', 'image/jpeg'),
  ]);
  await ok(await fetch(`${stack.url}/api/profilemgmt/confirmPhotoUpload/${candidateId}/${ticket.photoId}`, jsonRequest(headers, { fileName })));
  return ticket.photoId;
}

export interface Member {
  email: string;
  headers: Headers;
  userId: string;
  candidateId: string;
}

/**
 * A member who may view profiles, made through the API as a family would: referral, sign-up,
 * sign-in, the candidate profile `profile`, and one (small) photo.
 */
export async function memberWithPhoto(stack: LocalStack, email: string, profile: Record<string, unknown>): Promise<Member> {
  const { issueReferralCode } = await import('#functions/trust/referrals.js');
  await signUp(stack, (await issueReferralCode(email)).id, email);
  const headers = await signIn(stack, email);
  const userId = (await ok(await fetch(`${stack.url}/api/usermgmt/session`, { headers }))).id!;
  const candidateId = (await ok(await fetch(`${stack.url}/api/profilemgmt/saveProfile`, jsonRequest(headers, profile)))).id!;
  await uploadPhoto(stack, headers, candidateId, noisePng(64), 'me.png');
  return { email, headers, userId, candidateId };
}

/**
 * `count` searching members (searcherProfiles: alternating genders, each with an expectation), so
 * search and matched profiles have someone to ask for and something to score.
 */
export async function searchingMembers(stack: LocalStack, count: number, tag: string): Promise<Member[]> {
  const members: Member[] = [];
  for (const [i, p] of searcherProfiles(count).entries()) {
    const email = `${tag}${i}@example.org`;
    const m = await memberWithPhoto(stack, email, candidateBody({ gender: p.gender, dobYear: p.dobYear, email, firstName: `Searcher${i}` }));
    await ok(await fetch(`${stack.url}/api/profilemgmt/saveExpectation/${m.candidateId}`, jsonRequest(m.headers, p.expectation)));
    members.push(m);
  }
  return members;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let documentClient: DynamoDBDocumentClient | undefined;
/** A document client of the running stack's DynamoDB emulator, for seeding and raw baselines (its own, not the handlers'). */
export const tableClient = () =>
  (documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }), {
    marshallOptions: { removeUndefinedValues: true },
  }));

/**
 * Writes the listed profiles benchProfile(from … to-1) straight to the table as the repository
 * writes them (a community to search, far faster than through the API): 25 a BatchWrite, 8
 * batches in flight. Seconds taken.
 */
export async function seedProfiles(table: string, from: number, to: number): Promise<number> {
  const { candidateItem } = await import('#functions/candidates/entities/candidates.js');
  const started = performance.now();
  let next = from;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < to) {
        const first = next;
        next = Math.min(to, next + 25);
        let requests: unknown[] | undefined = [];
        for (let i = first; i < next; i++) requests.push({ PutRequest: { Item: candidateItem(benchProfile(i)) } });
        for (let attempt = 0; requests?.length; attempt++) {
          if (attempt) await sleep(20 * 2 ** Math.min(attempt, 6));
          const res: { UnprocessedItems?: Record<string, unknown[]> } = await tableClient().send(new BatchWriteCommand({ RequestItems: { [table]: requests as never } }));
          requests = res.UnprocessedItems?.[table];
        }
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

export interface DrivenFigures {
  requests: number;
  errors: number;
  /** The first few errors, to say what went wrong. */
  samples: string[];
  p50: number;
  p99: number;
  perSecond: number;
}

export interface Driven extends DrivenFigures {
  /** The same figures per kind of call, when the drive was given `kindOf` (in the order first seen). */
  byKind: Map<string, DrivenFigures>;
}

/**
 * A closed loop for `seconds`: `concurrency` workers, each awaiting its call before the next (as
 * members do: a page waits for its answer), `once(worker, n)` the worker's n-th call. A throw is
 * an error (the call decides what fails: for the API, any non-2xx or network error). `kindOf(worker,
 * n)` names the call, so a mix is also told apart call by call (each kind's requests/s is its share
 * of the drive's time).
 */
export async function driveFor(
  seconds: number, concurrency: number, once: (worker: number, n: number) => Promise<void>, kindOf?: (worker: number, n: number) => string,
): Promise<Driven> {
  const kinds = new Map<string, { times: number[]; errors: number; samples: string[] }>();
  const kind = (name: string) => kinds.get(name) ?? kinds.set(name, { times: [], errors: 0, samples: [] }).get(name)!;
  const all = kind('');
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let n = 0; performance.now() < until; n++) {
        const tallies = kindOf ? [all, kind(kindOf(worker, n))] : [all];
        const t = performance.now();
        try {
          await once(worker, n);
        } catch (e) {
          for (const k of tallies) {
            k.errors++;
            if (k.samples.length < 5) k.samples.push((e as Error).message.slice(0, 200));
          }
        }
        const took = performance.now() - t;
        for (const k of tallies) k.times.push(took);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const figures = (k: { times: number[]; errors: number; samples: string[] }): DrivenFigures => ({
    requests: k.times.length, errors: k.errors, samples: k.samples,
    p50: percentile(k.times, 50), p99: percentile(k.times, 99), perSecond: k.times.length / elapsed,
  });
  const byKind = new Map([...kinds].filter(([name]) => name !== '').map(([name, k]) => [name, figures(k)]));
  return { ...figures(all), byKind };
}
