/**
 * Session helpers for loaders and actions. Amplify itself is imported lazily from here.
 */
import { redirect } from 'react-router';
import { signinPath } from '#web/lib/paths';
import { getConfig } from '#web/lib/config';
import { clearSession, noteSessionRefused, readSession, signedOutNotice, type Session } from '#web/lib/session';
import { storedAccessToken } from './storedToken';

let amplifyModule: Promise<typeof import('./amplify')> | undefined;
/** Amplify, loaded once: parallel loaders share the one import. */
export const loadAuth = () => (amplifyModule ??= import('./amplify'));

export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Clears the stored session and the Amplify tokens of this browser. */
export async function signOutLocally(): Promise<void> {
  clearSession();
  try {
    const auth = await loadAuth();
    await auth.cognitoSignOut();
  } catch {
    // nothing more to forget
  }
}

// The loaders of one navigation share its Request: what they read of the session is read once
// for all of them (the parallel dashboard, tab frame and tab loaders, and the API calls they make).
const tokenOf = new WeakMap<Request, Promise<string | null>>();
const sessionOf = new WeakMap<Request, Promise<Session>>();
let pendingToken: Promise<string | null> | undefined;

/**
 * The Amplify access token (null when signed out): read once per navigation when given its
 * request; otherwise callers at the same moment share one read. A stored token good for another
 * minute is taken as it is (storedToken.ts); else Amplify loads and refreshes or answers none.
 */
export function accessToken(request?: Request): Promise<string | null> {
  const known = request && tokenOf.get(request);
  if (known) return known;
  const read = (pendingToken ??= getConfig()
    .then((config) => storedAccessToken(config.userPoolClientId), () => null)
    .then(async (stored) => stored ?? (await loadAuth()).accessToken())
    .finally(() => {
      pendingToken = undefined;
    }));
  if (request) tokenOf.set(request, read);
  return read;
}

/**
 * Signed-in state = a stored session and an Amplify session. Anything less goes to the sign-in page
 * with `?from=` the requested path. Checked once per navigation (`request`).
 */
export function requireSession(request: Request): Promise<Session> {
  let checked = sessionOf.get(request);
  if (!checked) {
    checked = checkSession(request);
    sessionOf.set(request, checked);
  }
  return checked;
}

// When this browser's session was last refused: kept beside the stored session (the entry's Layout
// notes a sign-out in another tab too).
export { noteSessionRefused, signedOutNotice } from '#web/lib/session';

async function checkSession(request: Request): Promise<Session> {
  const session = readSession();
  if (session) {
    if (await accessToken(request)) return session;
    noteSessionRefused();
    clearSession();
  }
  throw redirect(signinPath(pathOf(request), signedOutNotice()));
}
