/**
 * The session: what the SPA asks first on every visit, so the one route whose cold start matters
 * most. In a file of its own, importing only the narrow faces of the modules it reads (their
 * session.ts), because esbuild puts into a route's chunks every file the route's file can reach
 * through imports: through account.ts or a module's index it would load the other routes' code too.
 */
import type { Session } from '#shared/domain/user.js';
import type { Caller } from '../lib/caller.js';
import { viewingStateOf } from '../familyProfiles/session.js';
import { undeliverableReason } from '../members/session.js';

export async function getSession(caller: Caller): Promise<Session> {
  const { user } = caller;
  // The flags are read from the profile itself, never copied, so they cannot drift; the gate is
  // the very answer the API's view gate gives (see viewingStateOf).
  const [{ own, hasPhoto, viewGate }, undeliverable] = await Promise.all([viewingStateOf(caller), undeliverableReason(caller.member.email)]);
  return {
    id: user.id,
    candidateId: own?.id ?? null,
    candidateProfileVisibilityFlag: own?.candidateProfileVisibilityFlag ?? false,
    candidateProfilePhotoFlag: hasPhoto,
    viewGate,
    userReferralId: user.userReferralId,
    // The person's own name and address: each member of the family signs in as themself.
    firstName: caller.member.firstName,
    // Asked of the pool, so the SPA stops offering the console as soon as a volunteer is removed.
    // Only a token claiming the group can be one: a member's session loads no Cognito client.
    volunteer: caller.groups.includes('volunteers') && (await (await import('./volunteers.js')).isVolunteer(caller)),
    // SES reported the address undeliverable: no mail goes to it (lib/mail.ts) until it changes.
    ...(undeliverable ? { undeliverableEmail: caller.member.email } : {}),
  };
}
