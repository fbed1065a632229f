import { Button } from '@aws-amplify/ui-react';
import { Form, Link, redirect, useActionData, useNavigate, type ActionFunctionArgs } from 'react-router';
import { texts } from '#shared/texts.js';
import { Actions, FormMessages, SubmitButton, TextField, formText } from '#web/components/forms';
import { api, isApiError } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { paths } from '#web/lib/paths';
import { waitingSignupsHere } from '#web/features/referral/signupSecret';

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const referralCode = formText(form, 'referralCode');
  if (!referralCode.trim()) return { message: texts.referralInvalid, waiting: [] };
  try {
    const { id } = await api('validateReferCode', { params: { referralCode }, request });
    return redirect(paths.signUp(id));
  } catch (e) {
    const result = failure(e, {
      fallback: texts.referralInvalid,
      status: { 404: texts.referralInvalid, 409: texts.referralHeld, 410: texts.referralInvalid, 422: texts.referralInvalid },
    });
    // The message says it all; don't repeat the schema's copy of it beside the field. A code held
    // by a waiting sign-up also links the sign-ups this browser started, to enter their codes.
    const held = isApiError(e) && e.status === 409;
    return { message: result.message, waiting: held ? waitingSignupsHere() : [] };
  }
}

export function Component() {
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  return (
    <section className="page page-narrow">
      <h1>Sign Up with a Referral Code</h1>
      <p>Membership is by referral only. Enter the referral code you received.</p>
      <Form method="post" className="form" noValidate>
        <FormMessages result={result} />
        {result && 'waiting' in result && result.waiting.length > 0 && (
          <>
            {result.waiting.map((email) => (
              <p key={email}>
                <Link to={paths.signUpConfirm(email)}>Finish the sign-up of {email} started in this browser</Link>
              </p>
            ))}
          </>
        )}
        <TextField name="referralCode" label="Referral Code" autoComplete="off" required autoFocus />
        <Actions>
          <SubmitButton>Continue</SubmitButton>
          <Button onClick={() => void navigate(paths.home)}>Cancel</Button>
        </Actions>
      </Form>
      <p>
        No referral code? <Link to={paths.requestReferral}>Request a referral code</Link>
      </p>
    </section>
  );
}
