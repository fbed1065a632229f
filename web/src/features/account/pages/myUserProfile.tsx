import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { redirect, useActionData, useLoaderData, useSubmit, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { Actions, BackButton, ButtonLink, FormMessages, buttonLook, useSubmitting } from '#web/components/forms';
import { Notice, withNotice } from '#web/components/Notice';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession, signOutLocally } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { accountNotices, type AccountNotices } from '#web/features/account/notices';
import { spelledDay } from '#web/lib/spelledDates';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const user = await api('getUserProfile', { params: { userProfileId: session.id }, request });
  return { user };
}

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const session = await requireSession(request);
  const form = await request.formData();
  if (form.get('intent') !== 'disable') return { message: 'Unknown request.' };
  try {
    await api('disableUserProfile', { params: { userProfileId: session.id }, request });
  } catch (e) {
    return failure(e, { fallback: 'Your user profile could not be disabled. Please try again.' });
  }
  await signOutLocally();
  return redirect(withNotice<AccountNotices>(paths.home, 'accountDisabled'));
}

export function Component() {
  const { user } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submit = useSubmit();
  const submitting = useSubmitting();
  const [step, setStep] = useState<0 | 1 | 2>(0);

  const rows: [string, string][] = [
    ['First Name', user.firstName],
    ['Last Name', user.lastName],
    ['Email', user.userEmail],
    ['Phone', `${user.userPhoneCountryCode} ${user.userPhoneNumber}`.trim()],
    ['Member Since', spelledDay(user.createdDate)],
    ['Last Updated', spelledDay(user.updatedDate)],
  ];

  return (
    <section className="page">
      <h1>My User Profile</h1>
      <Notice texts={accountNotices} />
      <FormMessages result={result} />
      <dl className="details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Actions>
        <BackButton />
        <ButtonLink to={paths.editUserProfile(user.id)}>Edit</ButtonLink>
        <ButtonLink to={paths.changePassword} variant="secondary">
          Change Password
        </ButtonLink>
        <ButtonLink to={paths.changeEmail} variant="secondary">
          Change E-mail
        </ButtonLink>
        <ButtonLink to={paths.notifySettings} variant="secondary">
          Manage Notify Settings
        </ButtonLink>
        <Button
          {...buttonLook('danger')}
          isDisabled={submitting}
          aria-busy={submitting || undefined}
          onClick={() => setStep(1)}
        >
          Disable My Profile
        </Button>
      </Actions>
      <ConfirmDialog
        open={step === 1}
        title="Disable your user profile?"
        confirmLabel="Yes, continue"
        onConfirm={() => setStep(2)}
        onCancel={() => setStep(0)}
      >
        <p>Are you sure you want to disable your user profile?</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={step === 2}
        title="Please confirm again"
        confirmLabel="Disable My Profile Now"
        danger
        onConfirm={() => {
          setStep(0);
          void submit({ intent: 'disable' }, { method: 'post' });
        }}
        onCancel={() => setStep(0)}
      >
        <p>
          This disables your family&apos;s account: every member is signed out and cannot sign in again, and the candidate
          profile and your service listings are hidden from everyone. Only the volunteers can enable it again. Do you really
          want to disable it?
        </p>
      </ConfirmDialog>
    </section>
  );
}
