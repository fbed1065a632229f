/** /viewMyProfile/{pubProfile}: another family's profile behind its public name, as a member sees it. */
import { useId } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Actions, Alert, BackButton, ButtonLink } from '../../../components/forms';
import { api, isApiError } from '../../../lib/api/client';
import { requireSession } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { refreshSession } from '../../../lib/refreshSession';
import type { Session } from '../../../lib/session';
import { PhotoStrip, ProfileDetails } from '../../candidate';
import { SharedNotFound } from '../components/SharedNotFound';

/** Why the member may not see other profiles yet (the server's message), and where to fix it. */
type Gate = { message: string; to: string; label: string };

function gateFor(session: Session, message: string): Gate {
  if (!session.candidateId) return { message, to: paths.newProfile(session.id), label: 'Create the Candidate Profile' };
  if (!session.candidateProfileVisibilityFlag) return { message, to: paths.myProfile, label: 'Enable Candidate Profile' };
  if (!session.candidateProfilePhotoFlag) return { message, to: paths.uploadPhotos(session.candidateId), label: 'Upload Photos' };
  return { message, to: paths.myProfile, label: 'My Candidate Profile' };
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  try {
    const profile = await api('getProfileByPubURL', { params: { pubProfile: params.pubProfile ?? '' }, request });
    return { profile, gate: null };
  } catch (e) {
    if (isApiError(e) && (e.status === 404 || e.status === 422)) return { profile: null, gate: null };
    if (isApiError(e) && e.status === 403) {
      // The server's gate: an own enabled profile with a photo comes first.
      const fresh = (await refreshSession(request)) ?? session;
      return { profile: null, gate: gateFor(fresh, e.message) };
    }
    throw e;
  }
}

export function Component() {
  const { profile, gate } = useLoaderData<typeof loader>();
  const noteId = useId();
  if (gate) {
    return (
      <section className="page page-narrow">
        <h1>Candidate Profile</h1>
        <Alert kind="info">
          <p>{gate.message}</p>
        </Alert>
        <Actions>
          <BackButton />
          <ButtonLink to={gate.to}>{gate.label}</ButtonLink>
        </Actions>
      </section>
    );
  }
  if (!profile) return <SharedNotFound />;
  return (
    <section className="page cand-page">
      <h1>{profile.firstName}'s Profile</h1>
      <Actions>
        <BackButton />
        <Button isDisabled aria-describedby={noteId}>
          Save To My List
        </Button>
      </Actions>
      <p id={noteId} className="cand-note">
        Saving profiles to your list arrives with the saved-profiles feature.
      </p>
      <ProfileDetails profile={profile} truncate />
      <PhotoStrip photos={profile.photos} width={60} title="Shared Photos" name={profile.firstName} empty="No photos are shared yet." />
    </section>
  );
}
