import { useState } from 'react';
import { Form, redirect, useActionData, type ActionFunctionArgs } from 'react-router';
import { texts } from '#shared/texts.js';
import { Actions, BackButton, FormMessages, PasswordField, SubmitButton, formText } from '#web/components/forms';
import { NewPasswordFields } from '#web/components/NewPasswordFields';
import { withNotice } from '#web/components/Notice';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession, signOutLocally } from '#web/lib/auth';
import { signInAgain } from '#web/lib/auth/signIn';
import { paths, signinPath } from '#web/lib/paths';
import type { AccountNotices } from '#web/features/account/notices';
import { signedInOnlyLoader } from '#web/features/account/signedInOnly';

export const loader = signedInOnlyLoader;

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const session = await requireSession(request);
  const form = await request.formData();
  const userPass = formText(form, 'userPass');
  if (userPass !== formText(form, 'userPassConfirm')) return { errors: { userPassConfirm: [texts.passwordMismatch] } };
  const done = withNotice<AccountNotices>(paths.myUserProfile, 'passwordChanged');
  let email: string;
  try {
    // Read before the change: the change ends this session, and signing in again needs the address.
    email = (await api('getUserProfile', { params: { userProfileId: session.id }, request })).userEmail;
    await api('changeUserPassword', {
      params: { userProfileId: session.id },
      body: { currentPassword: formText(form, 'currentPassword'), userPass },
      request,
    });
  } catch (e) {
    const result = failure(e, { fallback: texts.passwordChangeFailed });
    return { ...result, message: texts.passwordChangeFailed };
  }
  if (await signInAgain(email, userPass)) return redirect(done);
  await signOutLocally();
  return redirect(signinPath(done));
}

export function Component() {
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  const [matching, setMatching] = useState(false);
  return (
    <section className="page">
      <h1>Change Password</h1>
      <Form method="post" className="form" noValidate>
        <FormMessages result={result} fields={['currentPassword', 'userPass', 'userPassConfirm']} />
        <PasswordField
          name="currentPassword"
          label="Current Password"
          autoComplete="current-password"
          required
          errors={errors.currentPassword}
        />
        <NewPasswordFields label="New Password" errors={errors} onMatchingChange={setMatching} />
        <Actions>
          <BackButton />
          <SubmitButton disabled={!matching}>Change Password</SubmitButton>
        </Actions>
      </Form>
    </section>
  );
}
