import { useState } from 'react';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { Form, redirect, useActionData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { texts } from '../../../../../shared/texts.js';
import { api } from '../../../api/client';
import { failure } from '../../../api/failure';
import { requireSession } from '../../../auth';
import { Actions, BackButton, FormMessages, PasswordField, SubmitButton, formText, type FormResult } from '../../../components/forms';
import { withNotice } from '../../../components/Notice';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const session = await requireSession(request);
  const form = await request.formData();
  const userPass = formText(form, 'userPass');
  if (userPass !== formText(form, 'userPassConfirm')) return { errors: { userPassConfirm: [texts.passwordMismatch] } };
  try {
    await api('changeUserPassword', {
      params: { userProfileId: session.id },
      body: { currentPassword: formText(form, 'currentPassword'), userPass },
      request,
    });
    return redirect(withNotice('/dashboard/userSettings/myUserProfile', 'passwordChanged'));
  } catch (e) {
    const result = failure(e, { fallback: texts.passwordChangeFailed });
    return { ...result, message: texts.passwordChangeFailed };
  }
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
