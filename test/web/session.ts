/** A signed-in member for the pages that need one: the session as the app stores it after sign-in. */
import { storeSession, type Session } from '#web/lib/session';
import { answerByDefault } from './network';

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
  // The dashboard counts what waits for the member (its tab frame reads these lists): nothing, unless a test says otherwise.
  answerByDefault('GET', `/api/userinteract/getMySentProposalList/${session.id}/${session.candidateId}`, { items: [] });
  answerByDefault('GET', `/api/userinteract/getMyReceivedProposalList/${session.id}/${session.candidateId}`, { items: [] });
  answerByDefault('GET', `/api/userinteract/getPhotoRequestList/${session.id}`, { items: [] });
  return session;
}
