/** A signed-in member for the pages that need one: the session as the app stores it after sign-in. */
import { storeSession, type Session } from '#web/lib/session';

export const member: Session = {
  id: 'user-0001',
  candidateId: 'cand-0001',
  candidateProfileVisibilityFlag: true,
  candidateProfilePhotoFlag: true,
  viewGate: null,
  userReferralId: 'REF-0001',
  firstName: 'Hemlata',
  volunteer: false,
};

/** Stores the member's session (with `changes`); Amplify's token comes from setup.ts's stub. */
export function signedIn(changes: Partial<Session> = {}): Session {
  const session = { ...member, ...changes };
  storeSession(session);
  return session;
}
