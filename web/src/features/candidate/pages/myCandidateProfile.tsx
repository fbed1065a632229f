/**
 * /dashboard/myCandidateProfile: the owner's read-only view of the candidate profile with its
 * management buttons. The action enables/disables the profile or deletes it.
 */
import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { redirect, useActionData, useLoaderData, useSubmit, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { Actions, BackButton, ButtonLink, FormMessages, buttonLook, useSubmitting } from '#web/components/forms';
import { Notice, withNotice } from '#web/components/Notice';
import { api, isApiError } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { refreshSession } from '#web/lib/refreshSession';
import { updateSession } from '#web/lib/session';
import { PhotoStrip } from '#web/features/candidate/components/PhotoStrip';
import { ProfileDetails } from '#web/features/candidate/components/ProfileDetails';
import { CompletenessGuide } from '#web/features/candidate/components/CompletenessGuide';
import { PrintBiodataLink } from '#web/features/biodata';
import { candidateNotices, type CandidateNotices } from '#web/features/candidate/notices';

export async function loader({ request }: LoaderFunctionArgs) {
  let session = await requireSession(request);
  // The stored session may be older than the profile (made since by another member of the family,
  // on their phone): ask the server before saying there is none.
  if (!session.candidateId) session = (await refreshSession(request)) ?? session;
  const candidateId = session.candidateId;
  if (!candidateId) return { profile: null, userId: session.id };
  try {
    const profile = await api('getCandidateProfile', { params: { candidateId }, request });
    return { profile, userId: session.id };
  } catch (e) {
    // The stored session may be older than the profile (deleted elsewhere): ask the server.
    if (isApiError(e) && (e.status === 404 || e.status === 403)) {
      const fresh = await refreshSession(request);
      if (fresh && !fresh.candidateId) return { profile: null, userId: fresh.id };
    }
    throw e;
  }
}

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const session = await requireSession(request);
  const candidateId = session.candidateId;
  if (!candidateId) return redirect(paths.newProfile(session.id));
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'visibility') {
    try {
      await api('manageCandProfileVisibility', {
        params: { candidateId },
        body: { candidateProfileVisibilityFlag: form.get('visible') === 'true' },
        request,
      });
    } catch (e) {
      return failure(e, { fallback: 'The profile status could not be changed. Please try again.' });
    }
    await refreshSession(request);
    return redirect(paths.changeStatus);
  }
  if (intent === 'delete') {
    try {
      await api('deleteCandidateProfile', { params: { candidateId }, request });
    } catch (e) {
      return failure(e, { fallback: 'The candidate profile could not be deleted. Please try again.' });
    }
    await refreshSession(request);
    updateSession({ candidateId: null, candidateProfileVisibilityFlag: false, candidateProfilePhotoFlag: false });
    return redirect(withNotice<CandidateNotices>(paths.newProfile(session.id), 'candidateDeleted'));
  }
  return { message: 'Unknown request.' };
}

export function Component() {
  const { profile, userId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submit = useSubmit();
  const submitting = useSubmitting();
  const [dialog, setDialog] = useState<'none' | 'status' | 'delete1' | 'delete2'>('none');

  if (!profile) {
    return (
      <section className="page">
        <h1>My Candidate Profile</h1>
        <Notice texts={candidateNotices} />
        <p>You have no candidate profile yet.</p>
        <Actions>
          <ButtonLink to={paths.newProfile(userId)}>Create the Candidate Profile</ButtonLink>
        </Actions>
      </section>
    );
  }

  const enabled = Boolean(profile.candidateProfileVisibilityFlag);
  const close = () => setDialog('none');
  return (
    <section className="page cand-page">
      <h1>My Candidate Profile</h1>
      <Notice texts={candidateNotices} />
      <FormMessages result={result} />
      <CompletenessGuide profile={profile} userId={userId} />
      <ProfileDetails profile={profile} sectionLinks />
      <PhotoStrip photos={profile.photos} width={200} title="Photos" name={profile.firstName} empty="No Photos are uploaded yet!" />
      <Actions>
        <BackButton />
        <ButtonLink to={paths.editProfile(profile.id, profile.userProfileId ?? userId)}>Edit</ButtonLink>
        <ButtonLink to={paths.familyDetails(profile.id)} variant="secondary">
          Family Details
        </ButtonLink>
        <ButtonLink to={paths.horoscope(profile.id)} variant="secondary">
          Horoscope
        </ButtonLink>
        <ButtonLink to={paths.photos(profile.id)} variant="secondary">
          Manage Photos
        </ButtonLink>
        <ButtonLink to={paths.photoRequests} variant="secondary">
          Photo Requests
        </ButtonLink>
        <ButtonLink to={paths.expectation(profile.id)} variant="secondary">
          Manage Expectation
        </ButtonLink>
        <ButtonLink to={paths.myPubUrl} variant="secondary">
          Manage Shared Profile URL
        </ButtonLink>
        <PrintBiodataLink profile={profile} />
        <Button isDisabled={submitting} aria-busy={submitting || undefined} onClick={() => setDialog('status')}>
          {enabled ? 'Disable Profile' : 'Enable Profile'}
        </Button>
        <Button {...buttonLook('danger')} isDisabled={submitting} aria-busy={submitting || undefined} onClick={() => setDialog('delete1')}>
          Delete Profile
        </Button>
      </Actions>
      <ConfirmDialog
        open={dialog === 'status'}
        title={enabled ? 'Disable the profile?' : 'Enable the profile?'}
        confirmLabel="Yes"
        onConfirm={() => {
          close();
          void submit({ intent: 'visibility', visible: String(!enabled) }, { method: 'post' });
        }}
        onCancel={close}
      >
        <p>Are you sure to change profile status?</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'delete1'}
        title="Delete the candidate profile?"
        confirmLabel="Yes, continue"
        danger
        onConfirm={() => setDialog('delete2')}
        onCancel={close}
      >
        <p>
          Deleting the candidate profile also deletes all its photos, its expectations and its shared profile URL.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'delete2'}
        title="Please confirm again"
        confirmLabel="Delete Profile Now"
        danger
        onConfirm={() => {
          close();
          void submit({ intent: 'delete' }, { method: 'post' });
        }}
        onCancel={close}
      >
        <p>
          The profile of {profile.firstName}, its photos, expectations and shared URL will be gone for good and cannot
          be brought back. Do you really want to delete them?
        </p>
      </ConfirmDialog>
    </section>
  );
}
