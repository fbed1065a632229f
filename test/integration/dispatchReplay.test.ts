/**
 * No behaviour change from the Lambdas' dispatch: the requests of ./replayRequests.ts, sent to each
 * group's Lambda handler as API Gateway's HTTP API events, must answer what the fixture recorded
 * (status, the key headers, the body).
 *
 * The fixture was recorded through the former hono/aws-lambda apps, before the dispatcher replaced
 * them: `RECORD_DISPATCH_REPLAY=1 npx vitest run test/integration/dispatchReplay.test.ts` rewrites
 * it from whatever answers now (only do that for an intended change of answers).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Group } from '#shared/api/routes/index.js';
import { httpApiEvent } from '../lambdaEvent.js';
import { freshReferral, newMember, signIn } from './helpers.js';
import { ABSENT_ID, replayRequests, type Replay } from './replayRequests.js';

const FIXTURE = new URL('../fixtures/dispatchReplay.json', import.meta.url);
const recording = process.env.RECORD_DISPATCH_REPLAY === '1';

interface Recorded {
  name: string;
  status: number;
  headers: Record<string, string | undefined>;
  body: unknown;
}
type Result = { statusCode: number; body: string; headers?: Record<string, string>; isBase64Encoded?: boolean };
type Handler = (event: unknown, context: unknown) => Promise<Result>;

/** The headers a caller or CloudFront acts on; the others (none today) would only be noise. */
const KEY_HEADERS = ['content-type', 'cache-control'];

const handlers: Record<Group, () => Promise<{ handler: unknown }>> = {
  usermgmt: () => import('#functions/usermgmt/handler.js'),
  profilemgmt: () => import('#functions/profilemgmt/handler.js'),
  userinteract: () => import('#functions/userinteract/handler.js'),
  classified: () => import('#functions/classified/handler.js'),
  admin: () => import('#functions/admin/handler.js'),
};

/**
 * What legitimately differs from one run to the next, replaced by a name: each run makes its own
 * member (id, e-mail, referral code and id), and the server stamps times. Everything else (the
 * field messages, the shapes, the flags) must match to the letter.
 */
function normalise(value: unknown, known: Record<string, string>): unknown {
  let text = JSON.stringify(value);
  for (const [name, actual] of Object.entries(known)) text = text.replaceAll(actual, `<${name}>`);
  // Times the server stamps (created, updated, signed in): ISO instants.
  text = text.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>');
  // Ids derived from the member's (its referral and settings items are stableId(member, …)), so new each run.
  text = text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => (id === ABSENT_ID ? id : '<derived id>'));
  return JSON.parse(text);
}

async function send(r: Replay, tokens: Record<'member' | 'volunteer', string>, fill: Record<string, string>): Promise<Recorded> {
  const { handler } = (await handlers[r.group]()) as { handler: Handler };
  const path = r.path.replace(/\{(\w+)\}/g, (_, key: string) => fill[key]!);
  const event = httpApiEvent(r.method, path, { body: r.body, token: r.who === 'nobody' ? undefined : tokens[r.who] }) as unknown as Record<string, unknown>;
  if (r.rawBody !== undefined) event.body = r.rawBody;
  if (r.query) event.rawQueryString = r.query;
  const res = await handler(event, {});
  const lower = Object.fromEntries(Object.entries(res.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  let body: unknown = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    /* kept as text */
  }
  // The document is large and the same whatever the data: its digest stands for it (contract.test.ts reads its content).
  if (r.path === '/api/openapi.json' && res.statusCode === 200) body = { sha256: createHash('sha256').update(res.body).digest('hex') };
  return { name: r.name, status: res.statusCode, headers: Object.fromEntries(KEY_HEADERS.map((h) => [h, lower[h]])), body };
}

describe('the Lambdas\' dispatch', () => {
  it('answers every recorded request as the former hono apps did', async () => {
    const member = await newMember();
    const volunteerMember = await newMember();
    const { addToGroup } = await import('#functions/account/entities/identity.js');
    await addToGroup(volunteerMember.email, 'volunteers');
    // Signed in again, so the access token carries the group.
    const volunteer = (await signIn(volunteerMember.email, volunteerMember.password)).accessToken;
    const referral = await freshReferral();
    const known = { memberId: member.id, memberEmail: member.email, referralCode: referral.referralCode, referralId: referral.id };
    const answers: Recorded[] = [];
    for (const r of replayRequests()) {
      const answer = await send(r, { member: member.token, volunteer }, { member: member.id, referralCode: referral.referralCode });
      answers.push({ ...answer, body: normalise(answer.body, known) });
    }
    if (recording) {
      writeFileSync(FIXTURE, `${JSON.stringify(answers, null, 1)}\n`);
      return;
    }
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Recorded[];
    expect(answers.map((a) => a.name)).toEqual(recorded.map((a) => a.name));
    for (const [i, answer] of answers.entries()) expect(answer, answer.name).toEqual(recorded[i]);
  });

  it('serves a GET that carries a body, which the former adapter refused', async () => {
    // hono's adapter built a web Request, which may not have a body on a GET, and answered 400
    // "Invalid request" as plain text; API Gateway does pass such a body, and a route without a body
    // schema never reads it (the one difference from the fixture, on purpose).
    const member = await newMember();
    const { handler } = (await handlers.usermgmt()) as { handler: Handler };
    const event = httpApiEvent('GET', '/api/usermgmt/session', { token: member.token });
    const res = await handler({ ...event, body: 'ignored' }, {});
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ id: member.id });
  });
});
