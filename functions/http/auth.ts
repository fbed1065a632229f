/**
 * Bearer-token authentication, the same code locally and in AWS: verifies a Cognito access token
 * with aws-jwt-verify, then refuses accounts that have been disabled since the token was issued and
 * sessions that began before the account's last password change or reset.
 * The account is the family's: an invited member's token names their own member item, which names the family.
 */
import { get } from 'node:http';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { decomposeUnverifiedJwt } from 'aws-jwt-verify/jwt';
import type { Caller } from '../lib/caller.js';
import { config } from '../lib/config.js';
import { unauthorized } from '../lib/errors.js';
// The narrow faces: every signed-in request loads this file, and through a module's index it would
// load every file of that module any route of the group uses.
import { activeMember, founderOf, readCallerRecords } from '../family/session.js';
import { getUser } from '../members/session.js';

type Verifier = ReturnType<typeof makeVerifier>;
const makeVerifier = () =>
  CognitoJwtVerifier.create({
    userPoolId: config.userPoolId,
    tokenUse: 'access',
    clientId: config.userPoolClientId,
  });

let verifierReady: Promise<Verifier> | undefined;

/**
 * The emulator's JWKS over node:http, as aws-jwt-verify fetches AWS's over node:https: Node's global
 * `fetch` would load its bundled HTTP client (undici) at the first request, tens of milliseconds of
 * a cold start that a deployed function does not pay, so the local cold request would not be AWS's.
 */
function localJwks(url: string): Promise<Jwks> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
        try {
          resolve(JSON.parse(body) as Jwks);
        } catch (e) {
          reject(e as Error);
        }
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * In AWS the verifier fetches the pool's JWKS itself. Against the local emulator the issuer still
 * names AWS (so the production verifier applies unchanged), and the keys come from the emulator.
 */
function verifier(): Promise<Verifier> {
  return (verifierReady ??= (async () => {
    const v = makeVerifier();
    const local = config.endpoints.cognito;
    if (local) {
      v.cacheJwks(await localJwks(`${local}/${config.userPoolId}/.well-known/jwks.json`));
    }
    return v;
  })().catch((e) => {
    verifierReady = undefined;
    throw e;
  }));
}

export async function authenticate(authorization: string | undefined, opts: { whileDeleting?: boolean } = {}): Promise<Caller> {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  if (!match?.[1]) throw unauthorized();
  const token = match[1];
  // A verifier that cannot be set up is the server's fault (a 5xx); a token it refuses is the caller's.
  const verified = verifier().then((v) =>
    v.verify(token).then(
      (payload) => payload as unknown as Record<string, unknown>,
      () => Promise.reject(unauthorized()),
    ),
  );
  // One strongly consistent BatchGet answers who this is: a founder's account and member item come
  // together; an invited member's item names the family, read next. The services reuse both.
  // It starts with the verification, for the user the token claims to be (a cold start's first
  // verification fetches the pool's keys, a wait of its own), and is used only once the token has
  // proved that claim; a refused token's read is dropped unheard.
  const claimed = claimedSub(token);
  const claimedRecords = claimed === undefined ? undefined : readCallerRecords(claimed);
  claimedRecords?.catch(() => undefined);
  const payload = await verified;
  const sub = String(payload.sub);
  const own = claimedRecords && claimed === sub ? await claimedRecords : await readCallerRecords(sub);
  const member = own.member ? activeMember(own.member) : own.user ? founderOf(own.user) : undefined;
  // A removed member hears why; a token whose account is gone reads as before families.
  if (!member) throw unauthorized(own.member ? 'You are no longer a member of this family.' : 'Your account is disabled or no longer exists.');
  const user = member.familyId === sub ? own.user : await getUser(member.familyId);
  const admitted = user?.status === 'active' || (opts.whileDeleting === true && user?.status === 'deleting');
  if (!user || !admitted) throw unauthorized('Your account is disabled or no longer exists.');
  // The family's cut-off ends everyone's sessions (disabling); the member's ends only theirs.
  const signedIn = signedInAt(payload);
  for (const cutOff of [user.tokensValidAfter, member.tokensValidAfter]) {
    if (typeof cutOff === 'number' && signedIn < cutOff) throw unauthorized();
  }
  const groups = Array.isArray(payload['cognito:groups']) ? (payload['cognito:groups'] as string[]) : [];
  const username = typeof payload.username === 'string' ? payload.username : sub;
  return { userId: user.id, memberId: sub, member, username, groups, accessToken: token, user };
}

/**
 * The user a token says it is, before it is verified (only to start reading them): a Cognito sub,
 * or undefined for anything that is not one.
 */
function claimedSub(token: string): string | undefined {
  try {
    const { sub } = decomposeUnverifiedJwt(token).payload;
    return typeof sub === 'string' && /^[\w-]{1,128}$/.test(sub) ? sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When the session began, in epoch seconds. `auth_time` is the sign-in itself and stays the same
 * when Cognito refreshes the access token, so a session refreshed just before a password change
 * is still cut off; `iat` is the fallback for a token without it.
 */
function signedInAt(payload: Record<string, unknown>): number {
  const at = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
  return typeof at === 'number' ? at : 0;
}
