/** /shared/{sharedPubURL}: the public shared profile, no sign-in (contact details as the server sends them). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { photoAccessTexts } from '#shared/texts.js';
import { api, isApiError } from '#web/lib/api/client';
import { PhotoStrip, ProfileDetails } from '#web/features/candidate';
import { SharedNotFound } from '#web/features/sharing/components/SharedNotFound';

export async function loader({ params, request }: LoaderFunctionArgs) {
  try {
    // Names are kept in lower case (the editor lowers what is typed): a link retyped in capitals still opens.
    const profile = await api('getSharedProfile', { params: { sharedPubURL: (params.sharedPubURL ?? '').toLowerCase() }, request });
    return { profile };
  } catch (e) {
    // Unknown, withdrawn or disabled (404), or not even a possible URL name (422).
    if (isApiError(e) && (e.status === 404 || e.status === 422)) return { profile: null };
    throw e;
  }
}

export function Component() {
  const { profile } = useLoaderData<typeof loader>();
  if (!profile) return <SharedNotFound />;
  return (
    <section className="page cand-page">
      <h1>{profile.firstName}'s Profile</h1>
      <p>This candidate profile is shared by the family through its public link.</p>
      <PhotoStrip photos={profile.photos} width={200} title="Photos" name={profile.firstName} empty={profile.photosHeldBack ? photoAccessTexts.onRequest : 'No photos are shared yet.'} />
      <ProfileDetails profile={profile} truncate audience="public" />
    </section>
  );
}
