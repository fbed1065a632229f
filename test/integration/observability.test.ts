/**
 * The business metrics, counted by the services against the emulators: the group apps run in this
 * process (as in Lambda, where API Gateway's event reaches them), so what they write to
 * stdout, the EMF documents CloudWatch would read, can be captured. Metrics are switched on with
 * Powertools' own variable; pretending to be a Lambda would rightly trip the endpoint guard.
 */
import type { GroupHandler } from '#functions/http/dispatch.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillPath, routes, type Operation } from '#shared/api/routes/index.js';
import { METRICS_NAMESPACE } from '#functions/lib/metrics.js';
import { httpApiEvent } from '../lambdaEvent.js';
import { candidateBody, freshReferral, pngBytes, postToPresignedForm, signIn, signupBody, signupCodeFor, uniqueEmail } from './helpers.js';

type Emf = { _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][] }[] } } & Record<string, unknown>;
let emitted: Emf[] = [];
const capture = (chunk: string | Uint8Array) => {
  for (const line of String(chunk).split('\n')) {
    if (!line.startsWith('{"_aws"')) continue;
    emitted.push(JSON.parse(line) as Emf);
  }
  return true;
};

let apps: Record<string, GroupHandler>;
beforeAll(async () => {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  apps = {
    usermgmt: (await import('#functions/usermgmt/app.js')).usermgmtDispatch,
    profilemgmt: (await import('#functions/profilemgmt/app.js')).profilemgmtDispatch,
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** One call through the group app in this process; answers the status and the metrics it emitted. */
async function inProcess(op: Operation, opts: { params?: Record<string, string>; body?: unknown; token?: string } = {}) {
  const route = routes[op];
  emitted = [];
  const res = await apps[route.group]!(httpApiEvent(route.method, fillPath(route.path, opts.params), { token: opts.token, body: opts.body }));
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, string>, metrics: emitted };
}

const counted = (metrics: Emf[], name: string) => metrics.filter((d) => name in d);

describe('business metrics', () => {
  it('count a sign-up, a profile, a confirmed photo once each, and a refusal by reason', async () => {
    const referral = await freshReferral();
    const email = uniqueEmail('metrics');
    const body = signupBody(referral.id, email);
    const started = await inProcess('saveUserProfile', { body });
    expect(started.status).toBe(200);
    expect(counted(started.metrics, 'SignUps')).toEqual([]);
    // The account, and so the count, comes with the confirmation.
    const signup = await inProcess('confirmSignup', { body: { signupSecret: body.signupSecret, userEmail: email, code: await signupCodeFor(email) } });
    expect(signup.status).toBe(200);
    expect(counted(signup.metrics, 'SignUps')).toMatchObject([{ SignUps: 1, service: expect.any(String) }]);
    const [doc] = counted(signup.metrics, 'SignUps');
    expect(doc!._aws.CloudWatchMetrics[0]!.Namespace).toBe(METRICS_NAMESPACE);
    expect(doc).not.toHaveProperty('reason');

    // The same code again: refused as gone, counted as such, and no second sign-up.
    const again = await inProcess('saveUserProfile', { body: signupBody(referral.id, uniqueEmail('metrics')) });
    expect(again.status).toBe(410);
    expect(counted(again.metrics, 'SignUps')).toEqual([]);
    expect(counted(again.metrics, 'Refusals')).toMatchObject([{ Refusals: 1, reason: 'gone' }]);

    const { accessToken: token } = await signIn(email, 'secret123');
    const profile = await inProcess('saveCandidateProfile', { token, body: candidateBody() });
    expect(profile.status).toBe(200);
    expect(counted(profile.metrics, 'CandidateProfilesCreated')).toMatchObject([{ CandidateProfilesCreated: 1 }]);
    const candidateId = profile.body.id!;

    const bytes = pngBytes();
    const ticket = await inProcess('requestPhotoUpload', {
      token, params: { candidateId }, body: { fileName: 'portrait.png', contentType: 'image/png', size: bytes.length },
    });
    expect(ticket.status).toBe(200);
    expect(ticket.metrics).toEqual([]);
    expect((await postToPresignedForm(ticket.body as never, bytes, 'portrait.png', 'image/png')).ok).toBe(true);
    const confirmPhoto = () => inProcess('confirmPhotoUpload', {
      token, params: { candidateId, photoId: ticket.body.photoId! }, body: { fileName: 'portrait.png' },
    });
    const confirmed = await confirmPhoto();
    expect(confirmed.status).toBe(200);
    expect(counted(confirmed.metrics, 'PhotosConfirmed')).toMatchObject([{ PhotosConfirmed: 1 }]);
    // Confirming the same upload again answers the same photo, and counts nothing more.
    const repeated = await confirmPhoto();
    expect(repeated.status).toBe(200);
    expect(counted(repeated.metrics, 'PhotosConfirmed')).toEqual([]);
  });
});

describe('the pre-sign-up trigger', () => {
  it('logs a refused sign-up as a warning with its reason and without the address', async () => {
    const { handler } = await import('#functions/triggers/preSignUp.js');
    // Powertools Logger holds its own console, so the call itself is watched (it still writes its line).
    const { logger } = await import('#functions/lib/logger.js');
    const warn = vi.spyOn(logger, 'warn');
    const email = uniqueEmail('forged');
    const refused = handler({ triggerSource: 'PreSignUp_SignUp', request: { userAttributes: { email }, clientMetadata: { signupClaimId: 'made-up' } }, response: {} });
    await expect(refused).rejects.toThrow('Sign-up needs a referral code');
    expect(warn.mock.calls).toEqual([['Pre-sign-up refused', { reason: 'no waiting claim' }]]);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(email);
  });
});
