/**
 * User Settings → Delete My Account and Everything: what goes, then the member types the account's
 * e-mail (the button stays disabled until it matches; the server checks it again). After the
 * deletion the session ends here and the home page says so.
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
  const user = await api('getUserProfile', { params: { userProfileId: session.id }, request });
  return { userEmail: user.userEmail };
}

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const session = await requireSession(request);
  const form = await request.formData();
  try {
    await api('deleteMyAccount', { params: { userProfileId: session.id }, body: { userEmail: formText(form, 'userEmail') }, request });
  } catch (e) {
    return failure(e, { fallback: dataRightsTexts.deleteRefused });
  }
  await signOutLocally();
  return redirect(withNotice<AccountNotices>(paths.home, 'accountDeleted'));
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function Component() {
  const { userEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [typed, setTyped] = useState('');
  return (
    <section className="page">
      <h1>{dataRightsTexts.deleteTitle}</h1>
      <p>This cannot be undone. Everything below is removed for good:</p>
      <ul>
        <li>your user profile, your sign-in and your notification settings;</li>
        <li>your candidate profile with its photos, expectations, status reasons and shared profile link;</li>
        <li>your saved list, the families you blocked, your service listings and your referral code.</li>
      </ul>
      <p>
        Families you exchanged proposals with keep the proposal in their history, shown as &lsquo;A family that left&rsquo;;
        proposals still waiting for an answer end. The volunteers&rsquo; records keep only an anonymous id. You may want to{' '}
        <Link to={paths.myData}>download your data</Link> first. We send a confirmation to your e-mail address.
      </p>
      <Form method="post" className="form" noValidate>
        <FormMessages result={result} fields={['userEmail']} />
        <TextField
          name="userEmail"
          label="Type the e-mail address of your account to confirm"
          type="email"
          autoComplete="off"
          required
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          errors={result?.errors?.userEmail}
          hints={sameAddress(typed, userEmail) ? [] : ['The button below works once this is the address you sign in with.']}
        />
        <Actions>
          <BackButton />
          <SubmitButton variant="danger" disabled={!sameAddress(typed, userEmail)}>
            Delete My Account and Everything
          </SubmitButton>
        </Actions>
      </Form>
    </section>
  );
}
