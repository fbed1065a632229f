import { useState } from 'react';
import { Form, Link, redirect, useActionData, useLocation, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { texts } from '#shared/texts.js';
import { Actions, Alert, FormMessages, SubmitButton, TextField, formText } from '#web/components/forms';
import { NewPasswordFields } from '#web/components/NewPasswordFields';
import { withNotice } from '#web/components/Notice';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { paths } from '#web/lib/paths';
import type { AccountNotices } from '#web/features/account/notices';
import { EmailCodeField } from '#web/features/account/components/EmailCodeField';

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  const userPass = formText(form, 'userPass');
  if (userPass !== formText(form, 'userPassConfirm')) return { errors: { userPassConfirm: [texts.passwordMismatch] } };
  try {
    await api('confirmResetUserPassword', {
      body: { userEmail: formText(form, 'email'), code: formText(form, 'code'), userPass },
      request,
    });
    return redirect(withNotice<AccountNotices>(paths.signIn, 'passwordReset'));
  } catch (e) {
    const result = failure(e, { fallback: texts.passwordResetFailed, fields: { userEmail: 'email' } });
    return { ...result, message: texts.passwordResetFailed };
  }
}

export function Component() {
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  const [params] = useSearchParams();
  const location = useLocation();
  const email = params.get('email') ?? '';
  const state: unknown = location.state;
  const serverMessage =
    typeof state === 'object' && state !== null && typeof (state as { message?: unknown }).message === 'string'
      ? (state as { message: string }).message
      : texts.resetRequested;
  const [matching, setMatching] = useState(false);

  return (
    <section className="page page-narrow">
      <h1>Reset Password</h1>
      <Alert kind="info">{serverMessage}</Alert>
      <Form method="post" className="form" noValidate>
        <FormMessages result={result} fields={['email', 'code', 'userPass', 'userPassConfirm']} />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          defaultValue={email}
          readOnly={Boolean(email)}
          required
          errors={errors.email}
        />
        <EmailCodeField errors={errors.code} />
        <NewPasswordFields label="New Password" errors={errors} onMatchingChange={setMatching} />
        <Actions>
          <SubmitButton disabled={!matching}>Reset Password</SubmitButton>
        </Actions>
      </Form>
      <p>
        No e-mail? <Link to={paths.forgotPassword}>Send the code again</Link>
      </p>
    </section>
  );
}
