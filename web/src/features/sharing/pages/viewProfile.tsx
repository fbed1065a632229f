/** /viewMyProfile/{pubProfile}: another family's profile behind its public name, as a member sees it. */
import { useEffect, useRef, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { blockTexts } from '#shared/domain/blocks.js';
import { photoAccessTexts } from '#shared/texts.js';
import { Actions, Alert, BackButton, ButtonLink } from '#web/components/forms';
import { api, isApiError } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { refreshSession } from '#web/lib/refreshSession';
import type { Session } from '#web/lib/session';
import { ViewGateMessage } from '#web/components/ViewGateMessage';
import { PhotoStrip, ProfileDetails } from '#web/features/candidate';
import { CandidateActions } from '#web/features/proposals';
import { RequestPhotosButton } from '#web/features/familyProfile';
import { PrintBiodataLink } from '#web/features/biodata';
import { SharedNotFound } from '#web/features/sharing/components/SharedNotFound';

/**
 * Whether the profile is already in the member's list, so the button says 'Saved' from the start.
 * Asked only once the profile is shown (a gated member would be refused both); should the list not
 * load, the button starts as 'Save To My List' and the server answers that it was already there.
 */
async function isSaved(request: Request, userId: string, candidateId: string): Promise<boolean> {
  try {
    const { items } = await api('getUserSavedProfileList', { params: { userId }, request });
    return items.some((item) => item.candidateId === candidateId);
  } catch (e) {
    if (e instanceof Response) throw e;
    return false;
  }
}

/** The profile behind the public name, or why it is not shown (not found, or the view gate). */
async function loadProfile(request: Request, session: Session, pubProfile: string) {
  try {
    const profile = await api('getProfileByPubURL', { params: { pubProfile }, request });
    return { profile, gate: null };
  } catch (e) {
    if (isApiError(e) && (e.status === 404 || e.status === 422)) return { profile: null, gate: null };
    if (isApiError(e) && e.status === 403) {
      // The server's gate; the fresh session names its reason (the same rule), for the link.
      const fresh = (await refreshSession(request)) ?? session;
      return { profile: null, gate: { message: e.message, viewGate: fresh.viewGate, session: fresh } };
    }
    throw e;
  }
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const shown = await loadProfile(request, session, (params.pubProfile ?? '').toLowerCase());
  const other = shown.profile && !shown.profile.ownProfile ? shown.profile : null;
  return { ...shown, userId: session.id, ownCandidateId: session.candidateId, saved: other ? await isSaved(request, session.id, other.id) : false };
}

export function Component() {
  const { profile, gate, userId, ownCandidateId, saved } = useLoaderData<typeof loader>();
  // Blocked here: the profile's details leave the page and the message takes their place (and the focus).
  const [blocked, setBlocked] = useState(false);
  const blockedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (blocked) blockedRef.current?.focus();
  }, [blocked]);
  if (gate) {
    return (
      <section className="page page-narrow">
        <h1>Candidate Profile</h1>
        {gate.viewGate ? (
          <ViewGateMessage gate={gate.viewGate} session={gate.session} back />
        ) : (
          <>
            <Alert kind="info">
              <p>{gate.message}</p>
            </Alert>
            <Actions>
              <BackButton />
              <ButtonLink to={paths.myProfile}>My Candidate Profile</ButtonLink>
            </Actions>
          </>
        )}
      </section>
    );
  }
  if (!profile) return <SharedNotFound />;
  return (
    <section className="page cand-page">
      <h1>{profile.firstName}'s Profile</h1>
      <p ref={blockedRef} tabIndex={-1} role="status" className="block-notice">
        {blocked ? blockTexts.blocked : ''}
      </p>
      {blocked ? (
        <Actions>
          <ButtonLink to={paths.dashboard}>Dashboard</ButtonLink>
        </Actions>
      ) : (
        <>
          <Actions>
            <BackButton />
            {!profile.ownProfile && (
              <CandidateActions
                userProfileId={userId}
                ownCandidateId={ownCandidateId}
                candidateId={profile.id}
                saved={saved}
                onBlocked={() => setBlocked(true)}
              />
            )}
            <PrintBiodataLink profile={profile} />
          </Actions>
          <ProfileDetails profile={profile} truncate />
          <PhotoStrip
            photos={profile.photos}
            width={60}
            title="Shared Photos"
            name={profile.firstName}
            empty={profile.photosHeldBack ? photoAccessTexts.onRequest : 'No photos are shared yet.'}
          />
          {profile.photosHeldBack && <RequestPhotosButton candidateId={profile.id} request={profile.photoRequest} />}
        </>
      )}
    </section>
  );
}
