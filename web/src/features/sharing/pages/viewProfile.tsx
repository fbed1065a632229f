/** /viewMyProfile/{pubProfile}: another family's profile behind its public name, as a member sees it. */
import { useId } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Actions, Alert, BackButton, ButtonLink } from '../../../components/forms';
import { api, isApiError } from '../../../lib/api/client';
import { requireSession } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { refreshSession } from '../../../lib/refreshSession';
import { ViewGateMessage } from '../../../components/ViewGateMessage';
import { PhotoStrip, ProfileDetails } from '../../candidate';
import { SharedNotFound } from '../components/SharedNotFound';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  try {
    const profile = await api('getProfileByPubURL', { params: { pubProfile: params.pubProfile ?? '' }, request });
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

export function Component() {
  const { profile, gate } = useLoaderData<typeof loader>();
  const noteId = useId();
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
