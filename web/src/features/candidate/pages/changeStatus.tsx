/** /dashboard/myCandidateProfile/changeCandProfileStatus: the profile's status and why it changed. */
import { Form, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { statusReasons } from '#shared/domain/lists.js';
import { Actions, ButtonLink, FormMessages, SubmitButton } from '#web/components/forms';
import { Select } from '#web/components/Select';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';

export const STATUS_REASON_FAILED = 'Error in saving status reason.';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const candidateId = session.candidateId;
  if (!candidateId) throw redirect(paths.newProfile(session.id));
  const [{ statusReason }, profile] = await Promise.all([
    api('getCandidateProfileStatusReason', { params: { candidateId }, request }),
    api('getCandidateProfile', { params: { candidateId }, request }),
  ]);
  return { statusReason, enabled: Boolean(profile.candidateProfileVisibilityFlag), firstName: profile.firstName };
}

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const session = await requireSession(request);
  const form = await request.formData();
  const reason = form.get('candidateProfileStatusReason');
  try {
    const saved = await api('saveCandidateProfileStatusReason', {
      body: { candidateId: session.candidateId ?? '', candidateProfileStatusReason: typeof reason === 'string' ? reason : '' },
      request,
    });
    return redirect(paths.statusConfirm(saved.id));
  } catch (e) {
    const result = failure(e, { fallback: STATUS_REASON_FAILED });
    return result.errors?.candidateProfileStatusReason ? result : { ...result, message: STATUS_REASON_FAILED };
  }
}

const reasonLabel = (value: string) => statusReasons.find((r) => r.value === value)?.label ?? value;

export function Component() {
  const { statusReason, enabled, firstName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="page page-narrow">
      <h1>Candidate Profile Status</h1>
      <p>
        The candidate profile of {firstName} is now <strong>{enabled ? 'Enabled' : 'Disabled'}</strong>.{' '}
        {enabled ? 'Other families can find it.' : 'Other families cannot see it, and you cannot see their profiles.'}
      </p>
      {statusReason && (
        <p>
          Last status reason: <strong>{reasonLabel(statusReason.candidateProfileStatusReason)}</strong>
        </p>
      )}
      <Form method="post" className="form" noValidate>
        <FormMessages result={result} fields={['candidateProfileStatusReason']} />
        <Select
          name="candidateProfileStatusReason"
          label="Profile Status Reason"
          choices={statusReasons}
          defaultValue={statusReason?.candidateProfileStatusReason}
          errors={result?.errors?.candidateProfileStatusReason}
        />
        <Actions>
          <ButtonLink to={paths.myProfile} variant="secondary">
            My Candidate Profile
          </ButtonLink>
          <SubmitButton>Save Status Reason</SubmitButton>
        </Actions>
      </Form>
    </section>
  );
}
