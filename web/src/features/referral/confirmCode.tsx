/**
 * What sign-up's code page and the invitee's code page share: asking for a new code, signing the
 * new member in with the password typed a page before, and the code form itself. The two differ
 * only in what the code confirms (a referred account, or a place in a family) and where it leads.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Form } from 'react-router';
import { texts } from '#shared/texts.js';
import { Actions, Alert, FormMessages, SubmitButton, TextField } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { signInAndRoute, type SignInOutcome } from '#web/lib/auth/signIn';
import { takeSignIn } from './pendingSignIn';
import { forgetSignupSecret, heldSignupSecret } from './signupSecret';

/** The form's Resend Code button: a new code to the address, once a minute. */
export async function resendCode(userEmail: string, request: Request): Promise<FormResult> {
  try {
    const { message } = await api('resendSignupCode', { body: { signupSecret: heldSignupSecret(userEmail), userEmail }, request });
    return { ok: true, message };
  } catch (e) {
    return failure(e, { fallback: texts.userSaveFailed, fields: { userEmail: 'email' } });
  }
}

/** The code made the sign-in: forget the sign-up's secret and sign in (undefined after a reload forgot the password). */
export async function signInConfirmed(userEmail: string): Promise<SignInOutcome | undefined> {
  forgetSignupSecret(userEmail);
  const password = takeSignIn(userEmail);
  return password ? signInAndRoute(userEmail, password) : undefined;
}

export function ConfirmCodeForm({
  result,
  email,
  purpose,
  children,
}: {
  result: FormResult | undefined;
  email: string;
  /** What entering the code does, ending the sentence 'Enter it here to …'. */
  purpose: string;
  /** Shown under the form's messages (a way out when the code can no longer work). */
  children?: ReactNode;
}) {
  const errors = result?.errors ?? {};
  const form = useRef<HTMLFormElement>(null);

  // A refused code is the code field's message: take the family there, not leave it on the button.
  useEffect(() => {
    if (errors.code?.length) (form.current?.elements.namedItem('code') as HTMLInputElement | null)?.focus();
  }, [errors.code]);

  return (
    <>
      <Alert kind="info">
        <p>
          We sent a confirmation code to <strong className="address">{email}</strong>. Enter it here to {purpose}; it is valid for 24 hours.
        </p>
        <p>No mail? Look in the spam folder, or ask for a new code below.</p>
      </Alert>
      <Form method="post" className="form" noValidate ref={form}>
        <FormMessages result={result} fields={['code']} />
        {children}
        <input type="hidden" name="email" value={email} />
        <TextField name="code" label="Confirmation Code" inputMode="numeric" autoComplete="one-time-code" required autoFocus errors={errors.code} />
        <Actions>
          <SubmitButton>Confirm</SubmitButton>
          <SubmitButton name="intent" value="resend" variant="secondary">
            Resend Code
          </SubmitButton>
        </Actions>
      </Form>
    </>
  );
}
