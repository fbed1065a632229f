import { Actions, Alert, ButtonLink } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';

/** The shared URL pages live under myCandidateProfile and userSettings alike: links stay where they are. */
export const pubUrlBase = (request: Request) => new URL(request.url).pathname.replace(/\/(view|edit)PubURL\/?$/, '');

export const sharedLink = (name: string) => `${window.location.origin}${paths.shared(name)}`;

/** The session's candidate profile and its current shared URL name (null when not shared). */
export async function loadPubUrl(request: Request) {
  const session = await requireSession(request);
  const base = pubUrlBase(request);
  if (!session.candidateId) return { base, userId: session.id, candidateId: null, publicUrl: null };
  const profile = await api('getCandidateProfile', { params: { candidateId: session.candidateId }, request });
  return { base, userId: session.id, candidateId: session.candidateId, publicUrl: profile.candidateProfilePublicURL ?? null };
}

/** Without a candidate profile there is nothing to share yet. */
export function NoCandidateProfile({ userId }: { userId: string }) {
  return (
    <>
      <Alert kind="info">You need to create a candidate profile first; then you can share it with a public URL.</Alert>
      <Actions>
        <ButtonLink to={paths.newProfile(userId)}>Create Candidate Profile</ButtonLink>
      </Actions>
    </>
  );
}
