/**
 * Bearer-token authentication, the same code locally and in AWS: verifies a Cognito access token
 * with aws-jwt-verify, then refuses accounts that have been disabled since the token was issued and
 * sessions that began before the account's last password change or reset.
 */
import { get } from 'node:http';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { Caller } from '../lib/caller.js';
import { config } from '../lib/config.js';
import { unauthorized } from '../lib/errors.js';
// The narrow face: every signed-in request loads this file, and through members' index it would
// load every members file any route of the group uses.
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
  // Outside the try: a verifier that cannot be set up is the server's fault, not the token's.
  const tokenVerifier = await verifier();
  let payload: Record<string, unknown>;
  try {
    payload = (await tokenVerifier.verify(token)) as unknown as Record<string, unknown>;
  } catch {
    throw unauthorized();
  }
  const userId = String(payload.sub);
  // One strongly consistent read answers both checks, and the services reuse it (`caller.user`).
  const user = await getUser(userId);
  const admitted = user?.status === 'active' || (opts.whileDeleting === true && user?.status === 'deleting');
  if (!user || !admitted) throw unauthorized('Your account is disabled or no longer exists.');
  const { tokensValidAfter } = user;
  if (typeof tokensValidAfter === 'number' && signedInAt(payload) < tokensValidAfter) throw unauthorized();
  const groups = Array.isArray(payload['cognito:groups']) ? (payload['cognito:groups'] as string[]) : [];
  const username = typeof payload.username === 'string' ? payload.username : userId;
  return { userId, username, groups, accessToken: token, user };
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
