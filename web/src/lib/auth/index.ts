/**
 * Session helpers for loaders and actions. Amplify itself is imported lazily from here.
 */
import { redirect } from 'react-router';
import { signinPath } from '#web/lib/paths';
import { clearSession, readSession, type Session } from '#web/lib/session';

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

/**
 * Signed-in state = a stored session and an Amplify session. Anything less goes to the sign-in page
 * with `?from=` the requested path.
 */
export async function requireSession(request: Request): Promise<Session> {
  const session = readSession();
  if (session) {
    const auth = await loadAuth();
    if (await auth.accessToken()) return session;
    clearSession();
  }
  throw redirect(signinPath(pathOf(request)));
}
