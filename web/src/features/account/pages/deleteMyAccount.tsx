/**
 * User Settings → Delete My Account and Everything: deleting the family, which any member may do.
 * It says what goes (every member's sign-in with it), then the member types the candidate's first
 * name, or, while the family has no candidate profile, the address they sign in with (the button
 * stays disabled until it matches; the server checks it again). After the deletion the session
 * ends here and the home page says so.
 */
import { useState } from 'react';
import { Form, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { dataRightsTexts } from '#shared/domain/dataRights.js';
import { Actions, BackButton, FormMessages, SubmitButton, TextField, formText } from '#web/components/forms';
import { withNotice } from '#web/components/Notice';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession, signOutLocally } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import type { AccountNotices } from '#web/features/account/notices';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const [user, candidate] = await Promise.all([
    api('getUserProfile', { params: { userProfileId: session.id }, request }),
    session.candidateId ? api('getCandidateProfile', { params: { candidateId: session.candidateId }, request }) : undefined,
  ]);
  return { userEmail: user.userEmail, candidateFirstName: candidate?.firstName };
}

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const session = await requireSession(request);
  const form = await request.formData();
  const typed = formText(form, 'confirmation');
  const body = formText(form, 'asked') === 'candidateFirstName' ? { candidateFirstName: typed } : { userEmail: typed };
  try {
    await api('deleteMyAccount', { params: { userProfileId: session.id }, body, request });
  } catch (e) {
    return failure(e, { fallback: dataRightsTexts.deleteRefused });
  }
  await signOutLocally();
  return redirect(withNotice<AccountNotices>(paths.home, 'accountDeleted'));
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function Component() {
  const { userEmail, candidateFirstName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [typed, setTyped] = useState('');
  const expected = candidateFirstName ?? userEmail;
  const matches = same(typed, expected);
  return (
    <section className="page">
      <h1>{dataRightsTexts.deleteTitle}</h1>
      <p>This deletes your whole family&rsquo;s account, and it cannot be undone. Everything below is removed for good:</p>
      <ul>
        <li>the sign-in of every member of your family, and everyone&rsquo;s notification settings;</li>
        <li>your candidate profile with its photos, expectations, status reasons and shared profile link;</li>
        <li>your saved list, the families you blocked, your service listings and your referral code.</li>
      </ul>
      <p>
        Families you exchanged proposals with keep the proposal in their history, shown as &lsquo;A family that left&rsquo;;
        proposals still waiting for an answer end. The volunteers&rsquo; records keep only an anonymous id. You may want to{' '}
        <Link to={paths.myData}>download your data</Link> first. Every member of your family gets an e-mail to say it is done,
        and each address can be used again.
      </p>
      <p>
        To stop using rishta only yourself, you can <Link to={paths.familyMembers}>leave the family</Link> instead.
      </p>
      <Form method="post" className="form" noValidate>
        <FormMessages result={result} fields={['candidateFirstName', 'userEmail']} />
        <input type="hidden" name="asked" value={candidateFirstName === undefined ? 'userEmail' : 'candidateFirstName'} />
        <TextField
          name="confirmation"
          label={candidateFirstName === undefined ? 'Type the e-mail address you sign in with to confirm' : "Type your candidate's first name to confirm"}
          type={candidateFirstName === undefined ? 'email' : 'text'}
          autoComplete="off"
          required
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          errors={result?.errors?.candidateFirstName ?? result?.errors?.userEmail}
          hints={matches ? [] : [candidateFirstName === undefined
            ? 'The button below works once this is the address you sign in with.'
            : "The button below works once this is your candidate's first name, as it is on the profile."]}
        />
        <Actions>
          <BackButton />
          <SubmitButton variant="danger" disabled={!matches}>
            {dataRightsTexts.deleteTitle}
          </SubmitButton>
        </Actions>
      </Form>
    </section>
  );
}
