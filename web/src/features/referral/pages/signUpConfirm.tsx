/**
 * /signupConfirm?email=…&userReferralId=…: sign-up's second page. The code mailed to the address makes the account;
 * then the family is signed in and goes on to its candidate profile, as sign-up always did (or, after
 * a reload forgot the password, to sign-in). A new code can be asked for, once a minute. The sign-up
 * form adds `userReferralId`, so a family that typed a wrong address can start again from there.
 */
import { useEffect, useRef } from 'react';
import { Form, Link, redirect, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { texts } from '#shared/texts.js';
import { Actions, Alert, FormMessages, SubmitButton, TextField, formText } from '#web/components/forms';
import { withNotice } from '#web/components/Notice';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { signInAndRoute } from '#web/lib/auth/signIn';
import { paths } from '#web/lib/paths';
import type { AccountNotices } from '#web/features/account';
import { takeSignIn } from '#web/features/referral/pendingSignIn';
import { forgetSignupSecret, heldSignupSecret } from '#web/features/referral/signupSecret';

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  const userEmail = formText(form, 'email').trim();
  if (formText(form, 'intent') === 'resend') {
    try {
      const { message } = await api('resendSignupCode', { body: { signupSecret: heldSignupSecret(userEmail), userEmail }, request });
      return { ok: true, message };
    } catch (e) {
      return failure(e, { fallback: texts.userSaveFailed, fields: { userEmail: 'email' } });
    }
  }
  try {
    await api('confirmSignup', { body: { signupSecret: heldSignupSecret(userEmail), userEmail, code: formText(form, 'code') }, request });
  } catch (e) {
    // 410: the referral code was taken meanwhile (or this sign-up waited too long): a new code is needed.
    return failure(e, { fallback: texts.userSaveFailed, status: { 410: texts.referralInvalid }, fields: { userEmail: 'email' } });
  }
  forgetSignupSecret(userEmail);
  const password = takeSignIn(userEmail);
  const outcome = password ? await signInAndRoute(userEmail, password) : undefined;
  return redirect(outcome?.ok ? outcome.to : withNotice<AccountNotices>(paths.signIn, 'signedUp'));
}

export function Component() {
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const userReferralId = params.get('userReferralId');
  const startAgain = userReferralId ? paths.signUp(userReferralId) : paths.referralCode;
  const form = useRef<HTMLFormElement>(null);

  // A refused code is the code field's message: take the family there, not leave it on the button.
  useEffect(() => {
    if (errors.code?.length) (form.current?.elements.namedItem('code') as HTMLInputElement | null)?.focus();
  }, [errors.code]);

  if (!email) {
    return (
      <section className="page page-narrow">
        <h1>Confirm Your E-mail</h1>
        <p>
          Start with your referral code: <Link to={paths.referralCode}>enter your referral code</Link>.
        </p>
      </section>
    );
  }

  return (
    <section className="page page-narrow">
      <h1>Confirm Your E-mail</h1>
      <Alert kind="info">
        <p>
          We sent a confirmation code to <strong className="address">{email}</strong>. Enter it here to finish signing up; it is valid for 24 hours.
        </p>
        <p>No mail? Look in the spam folder, or ask for a new code below.</p>
      </Alert>
      <Form method="post" className="form" noValidate ref={form}>
        <FormMessages result={result} fields={['code']} />
        {result?.message === texts.referralInvalid && (
          <p>
            <Link to={paths.referralCode}>Enter a referral code</Link>
          </p>
        )}
        <input type="hidden" name="email" value={email} />
        <TextField
          name="code"
          label="Confirmation Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          autoFocus
          errors={errors.code}
        />
        <Actions>
          <SubmitButton>Confirm</SubmitButton>
          <SubmitButton name="intent" value="resend" variant="secondary">
            Resend Code
          </SubmitButton>
        </Actions>
      </Form>
      <p>
        Typed a wrong address? The referral code stays with this address for 24 hours; after that,{' '}
        <Link to={startAgain}>start again</Link> with the right address, or ask your referrer for a new code.
      </p>
    </section>
  );
}
