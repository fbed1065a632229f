/**
 * Signing in: Cognito through Amplify, then the session fields from the API, stored under
 * `LoggedInUserProfile`, then the spec's routing.
 */
import { texts } from '#shared/texts.js';
import { api, isApiError } from '#web/lib/api/client';
import { afterSignInPath, paths } from '#web/lib/paths';
import { storeSession } from '#web/lib/session';
import { loadAuth, signOutLocally } from '.';

const accountDisabled = 'Your account is disabled.';

const isDisabled = (message: string) => /disabled/i.test(message);

/** Cognito's word for an address whose sign-up code was never entered (thrown, or as the next step). */
const isUnconfirmed = (e: unknown) => e instanceof Error && e.name === 'UserNotConfirmedException';

function signInMessage(e: unknown): string {
  const name = e instanceof Error ? e.name : '';
  const message = e instanceof Error ? e.message : '';
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') {
    return isDisabled(message) ? accountDisabled : texts.signInIncorrect;
  }
  if (name === 'EmptySignInUsername' || name === 'EmptySignInPassword') return texts.signInIncorrect;
  return texts.signInFailed;
}

export type SignInOutcome = { ok: true; to: string } | { ok: false; message: string };

export async function signInAndRoute(email: string, password: string, from?: string | null): Promise<SignInOutcome> {
  if (!email.trim() || !password) return { ok: false, message: texts.signInIncorrect };
  const auth = await loadAuth();
  const address = email.trim().toLowerCase();
  try {
    const result = await auth.cognitoSignIn(address, password);
    if (!result.isSignedIn) {
      await signOutLocally();
      // A family that left sign-up before typing its code: back to that page, to type it or ask anew.
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return { ok: true, to: paths.signUpConfirm(address) };
      return { ok: false, message: texts.signInFailed };
    }
  } catch (e) {
    if (isUnconfirmed(e)) return { ok: true, to: paths.signUpConfirm(address) };
    if (!(e instanceof Error && (e.name === 'NotAuthorizedException' || e.name === 'UserNotFoundException'))) {
      console.error(e);
    }
    return { ok: false, message: signInMessage(e) };
  }
  try {
    const session = await api('getSession', { onUnauthorized: 'throw' });
    storeSession(session);
    return { ok: true, to: afterSignInPath(session, from) };
  } catch (e) {
    await signOutLocally();
    if (isApiError(e) && isDisabled(e.message)) return { ok: false, message: accountDisabled };
    console.error(e);
    return { ok: false, message: texts.signInFailed };
  }
}

/**
 * After the member's own password change: the server ends every session opened with the old
 * password, this one included, so the browser signs in again with the new one and keeps going.
 * Answers false when that fails (the caller sends the member to the sign-in page).
 */
export async function signInAgain(email: string, password: string): Promise<boolean> {
  const auth = await loadAuth();
  try {
    return (await auth.cognitoSignIn(email, password)).isSignedIn;
  } catch (e) {
    console.error(e);
    return false;
  }
}
