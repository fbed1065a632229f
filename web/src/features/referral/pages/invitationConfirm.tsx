/**
 * /invitation/:token/confirm?email=…: the invitee's code page. The code mailed to the address makes
 * them a member of the family; then they are signed in and land on the family's dashboard (after a
 * reload forgot the password, on sign-in). A new code can be asked for, once a minute.
 */
import { useEffect, useRef } from 'react';
import { Form, Link, redirect, useActionData, useParams, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { texts } from '#shared/texts.js';
import { Actions, Alert, FormMessages, SubmitButton, TextField, formText } from '#web/components/forms';
import { withNotice } from '#web/components/Notice';
import { api, isApiError } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { signInAndRoute } from '#web/lib/auth/signIn';
import { paths } from '#web/lib/paths';
import type { AccountNotices } from '#web/features/account';
import { takeSignIn } from '#web/features/referral/pendingSignIn';
import { forgetSignupSecret, heldSignupSecret } from '#web/features/referral/signupSecret';

export async function action({ params, request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  const userEmail = formText(form, 'email').trim();
  const invitationToken = params.token ?? '';
  if (formText(form, 'intent') === 'resend') {
    try {
      const { message } = await api('resendSignupCode', { body: { signupSecret: heldSignupSecret(userEmail), userEmail }, request });
      return { ok: true, message };
    } catch (e) {
      return failure(e, { fallback: texts.userSaveFailed, fields: { userEmail: 'email' } });
    }
  }
  try {
    await api('confirmInvitedSignup', { body: { signupSecret: heldSignupSecret(userEmail), invitationToken, code: formText(form, 'code') }, request });
  } catch (e) {
    if (isApiError(e) && e.status === 410) return { message: e.message };
    return failure(e, { fallback: texts.userSaveFailed });
  }
  forgetSignupSecret(userEmail);
  const password = takeSignIn(userEmail);
  const outcome = password ? await signInAndRoute(userEmail, password) : undefined;
  return redirect(outcome?.ok ? paths.dashboard : withNotice<AccountNotices>(paths.signIn, 'signedUp'));
}

export function Component() {
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  const [params] = useSearchParams();
  const { token = '' } = useParams();
  const email = params.get('email') ?? '';
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (errors.code?.length) (form.current?.elements.namedItem('code') as HTMLInputElement | null)?.focus();
  }, [errors.code]);

  return (
    <section className="page page-narrow">
      <h1>Confirm Your E-mail</h1>
      <Alert kind="info">
        <p>
          We sent a confirmation code to <strong className="address">{email}</strong>. Enter it here to join your family; it is valid for 24 hours.
        </p>
        <p>No mail? Look in the spam folder, or ask for a new code below.</p>
      </Alert>
      <Form method="post" className="form" noValidate ref={form}>
        <FormMessages result={result} fields={['code']} />
        <input type="hidden" name="email" value={email} />
        <TextField name="code" label="Confirmation Code" inputMode="numeric" autoComplete="one-time-code" required autoFocus errors={errors.code} />
        <Actions>
          <SubmitButton>Confirm</SubmitButton>
          <SubmitButton name="intent" value="resend" variant="secondary">
            Resend Code
          </SubmitButton>
        </Actions>
      </Form>
      <p>
        <Link to={paths.invitation(token)}>Back to the invitation</Link>
      </p>
    </section>
  );
}
