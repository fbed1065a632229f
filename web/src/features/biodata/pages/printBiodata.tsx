/**
 * /biodata/{candidateId}: the printable biodata of the family's own profile, or of another family's
 * once a proposal between them is accepted. The profile comes through the same server shaping as
 * every screen (getCandidateProfile answers the owner's, a member's or a connected family's view),
 * and the server's `connected` says which; a member who is not connected gets a message, not a part
 * of the biodata. 'Share biodata' makes the PDF families send (the phone's share sheet, or a
 * download on a computer); Print is the browser's, with its own 'Save as PDF'.
 */
import { Button } from '@aws-amplify/ui-react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { biodataTexts } from '#shared/texts.js';
import { Actions, Alert, BackButton } from '#web/components/forms';
import { api, isApiError } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';
import { BiodataDocument } from '#web/features/biodata/components/BiodataDocument';
import { canPrintBiodata } from '#web/features/biodata/components/PrintBiodataLink';
import { ShareBiodataButton } from '#web/features/biodata/components/ShareBiodataButton';

export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireSession(request);
  try {
    const profile = await api('getCandidateProfile', { params: { candidateId: params.candidateId ?? '' }, request });
    // Not the family's own and not connected: nothing of the profile reaches the page.
    return canPrintBiodata(profile) ? { profile, refusal: null } : { profile: null, refusal: biodataTexts.notConnected };
  } catch (e) {
    if (isApiError(e) && (e.status === 404 || e.status === 422)) return { profile: null, refusal: biodataTexts.notFound };
    // The view gate (403) says why in its own words.
    if (isApiError(e) && e.status === 403) return { profile: null, refusal: e.message };
    throw e;
  }
}

export function Component() {
  const { profile, refusal } = useLoaderData<typeof loader>();
  if (!profile) {
    return (
      <section className="page page-narrow">
        <h1>Biodata</h1>
        <Alert kind="info">
          <p>{refusal}</p>
        </Alert>
        <Actions>
          <BackButton />
        </Actions>
      </section>
    );
  }
  return (
    <section className="page biodata-page">
      <div className="biodata-tools no-print">
        <p>{biodataTexts.saveAsPdf}</p>
        <Actions>
          <BackButton />
          <ShareBiodataButton profile={profile} />
          <Button onClick={() => window.print()}>{biodataTexts.print}</Button>
        </Actions>
      </div>
      <BiodataDocument profile={profile} />
    </section>
  );
}
