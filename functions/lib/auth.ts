/**
 * Bearer-token authentication, the same code locally and in AWS: verifies a Cognito access token
 * with aws-jwt-verify, then refuses accounts that have been disabled since the token was issued.
 */
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { config } from './config.js';
import { unauthorized } from './errors.js';
import { findUserStatus } from '../repositories/users.js';

export interface Caller {
  userId: string;
  groups: string[];
  accessToken: string;
}

type Verifier = ReturnType<typeof makeVerifier>;
const makeVerifier = () =>
  CognitoJwtVerifier.create({
    userPoolId: config.userPoolId,
    tokenUse: 'access',
    clientId: config.userPoolClientId,
  });

let verifierReady: Promise<Verifier> | undefined;

/**
 * In AWS the verifier fetches the pool's JWKS itself. Against the local emulator the issuer still
 * names AWS (so the production verifier applies unchanged), and the keys come from the emulator.
 */
function verifier(): Promise<Verifier> {
  return (verifierReady ??= (async () => {
    const v = makeVerifier();
    const local = config.endpoints.cognito;
    if (local) {
      const res = await fetch(`${local}/${config.userPoolId}/.well-known/jwks.json`);
      v.cacheJwks((await res.json()) as Jwks);
    }
    return v;
  })().catch((e) => {
    verifierReady = undefined;
    throw e;
  }));
}

export async function authenticate(authorization: string | undefined): Promise<Caller> {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  if (!match?.[1]) throw unauthorized();
  const token = match[1];
  let payload: Record<string, unknown>;
  try {
    payload = (await (await verifier()).verify(token)) as unknown as Record<string, unknown>;
  } catch {
    throw unauthorized();
  }
  const userId = String(payload.sub);
  const status = await findUserStatus(userId);
  if (status !== 'active') throw unauthorized('Your account is disabled or no longer exists.');
  const groups = Array.isArray(payload['cognito:groups']) ? (payload['cognito:groups'] as string[]) : [];
  return { userId, groups, accessToken: token };
}
