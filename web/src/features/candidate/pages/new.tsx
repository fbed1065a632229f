/**
 * /new?uprofileid=…: the disclaimer, then the candidate details form of a new profile. The submit
 * saves the profile (the route action), then uploads the chosen photo with the progress bar (the
 * photos feature's upload), then moves on to /new/candProfileConfirm — after 1 second at least, so
 * the success message is seen. When the upload fails the profile stays saved and the confirm page
 * says so, with the photo kept for the upload page. Without a photo the profile is saved all the
 * same; other families see it once a photo is added (Manage Photos).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import {
  redirect, useActionData, useLoaderData, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { disclaimerTexts } from '#shared/consentTexts.js';
import { Actions, Alert } from '#web/components/forms';
import { Notice } from '#web/components/Notice';
import { api, isApiError } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { refreshSession } from '#web/lib/refreshSession';
import { readSession, updateSession } from '#web/lib/session';
import { recordPhotoKept, setPendingPhoto, UploadProgress, usePhotoUpload, type UploadFailure } from '#web/features/photos';
import { CandidateForm } from '#web/features/candidate/components/CandidateForm';
import { Disclaimer } from '#web/features/candidate/components/Disclaimer';
import { candidateBody } from '#web/features/candidate/components/formBody';
import { clearDraft, draftKey } from '#web/features/candidate/components/formDraft';
import { candidateNotices } from '#web/features/candidate/notices';
import type { ProfileSavedState } from './candProfileConfirm';

export const SAVED_MESSAGE = 'Your candidate profile is saved successfully!';
export const REDIRECT_DELAY_MS = 1000;

/**
 * How many times Submit was sent since the page opened. A second tap before the first answer
 * cancels the first request in the browser, but not on the server, which saved the profile: the
 * second is then refused as a profile already made. Made by this very page, it is this form's
 * profile, and the chosen photo must still go up rather than be dropped.
 */
let submissionsHere = 0;

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  if (session.candidateId) throw redirect(paths.myProfile);
  submissionsHere = 0;
  return { firstName: session.firstName, draftKey: draftKey(session.id, undefined) };
}

type NewResult = FormResult & { candidateId?: string };

export async function action({ request }: ActionFunctionArgs): Promise<NewResult | Response> {
  const session = await requireSession(request);
  const form = await request.formData();
  const earlierSubmissions = submissionsHere++;
  try {
    const profile = await api('saveCandidateProfile', { body: candidateBody(form), request });
    clearDraft(draftKey(session.id, undefined));
    await refreshSession(request);
    if (readSession()?.candidateId !== profile.id) {
      updateSession({ candidateId: profile.id, candidateProfileVisibilityFlag: true, candidateProfilePhotoFlag: false });
    }
    return { ok: true, message: SAVED_MESSAGE, candidateId: profile.id };
  } catch (e) {
    if (isApiError(e) && e.status === 409) {
      // The account has a profile already: made by this page's earlier Submit (above), it is saved,
      // and the photo goes on up; made elsewhere (another tab), the member goes to it.
      await refreshSession(request);
      const madeHere = earlierSubmissions > 0 ? readSession()?.candidateId : undefined;
      if (madeHere) {
        clearDraft(draftKey(session.id, undefined));
        return { ok: true, message: SAVED_MESSAGE, candidateId: madeHere };
      }
      return redirect(paths.myProfile);
    }
    return failure(e, { fallback: "Couldn't save the candidate profile! Please try again." });
  }
}

/** Once saved, the loader would send the page away at once: let the success message show first. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as NewResult | undefined)?.ok) return false;
  return defaultShouldRevalidate;
}

export function Component() {
  const { firstName, draftKey: formDraftKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const [stage, setStage] = useState<'disclaimer' | 'declined' | 'form'>('disclaimer');
  const [photo, setPhoto] = useState<File | null>(null);
  const savedId = result?.ok ? result.candidateId : undefined;
  const uploadStartedFor = useRef<string | null>(null);
  const savedMessageShown = useRef<Promise<void>>(Promise.resolve());

  const goToConfirm = useCallback(
    async (state: ProfileSavedState) => {
      if (!savedId) return;
      await savedMessageShown.current;
      await navigate(paths.newProfileSaved(savedId), { state });
    },
    [savedId, navigate],
  );
  const onDone = useCallback(async () => {
    setPendingPhoto(null);
    await recordPhotoKept();
    await goToConfirm({});
  }, [goToConfirm]);
  const onFailed = useCallback((photoFailure: UploadFailure) => goToConfirm({ photoFailure }), [goToConfirm]);
  const { phase, percent, upload } = usePhotoUpload(savedId ?? '', { onDone, onFailed });

  // Once saved (the action answered), the chosen photo goes up: once per saved profile.
  useEffect(() => {
    if (!savedId || uploadStartedFor.current === savedId) return;
    uploadStartedFor.current = savedId;
    savedMessageShown.current = new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS));
    if (!photo) {
      void goToConfirm({});
      return;
    }
    // Kept for the upload page until the server has it: a failed or abandoned upload loses nothing.
    setPendingPhoto(photo);
    void upload(photo);
  }, [savedId, photo, upload, goToConfirm]);

  return (
    <section className="page cand-page">
      <h1>Candidate Details</h1>
      <Notice texts={candidateNotices} />
      <p>Hello {firstName}, please tell other families about the candidate.</p>
      <Disclaimer open={stage === 'disclaimer'} onClose={() => setStage('declined')} onAgree={() => setStage('form')} />
      {stage === 'declined' && (
        <>
          <Alert>
            <p>{disclaimerTexts.declined}</p>
          </Alert>
          <Actions>
            <Button variation="primary" onClick={() => setStage('disclaimer')}>
              Read the Disclaimer Again
            </Button>
          </Actions>
        </>
      )}
      {stage === 'form' && (
        <>
          <CandidateForm mode="new" draftKey={formDraftKey} result={result} done={Boolean(savedId)} onPhotoChosen={setPhoto} />
          <UploadProgress phase={phase} percent={percent} />
        </>
      )}
    </section>
  );
}
