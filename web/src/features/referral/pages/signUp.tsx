import { useState } from 'react';
import { Form, Link, redirect, useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { texts } from '#shared/texts.js';
import { Actions, CheckboxField, FormMessages, PhoneFields, SubmitButton, TextField, formText } from '#web/components/forms';
import { NewPasswordFields } from '#web/components/NewPasswordFields';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { paths } from '#web/lib/paths';
import { readSession } from '#web/lib/session';
import { SignedInHere, signedInHereTexts } from '#web/components/SignedInHere';
import { rememberSignIn } from '#web/features/referral/pendingSignIn';
import { signupSecretFor } from '#web/features/referral/signupSecret';
import { keepSent, sentBefore } from '#web/features/referral/signUpSent';

const formFields = ['firstName', 'lastName', 'userEmail', 'userPhoneCountryCode', 'userPhoneNumber', 'userPass'];

/** Who is signed in on this device, if anyone: creating an account would sign them out. */
export function loader() {
  return { signedIn: readSession(), sent: sentBefore() };
}

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  keepSent(form);
  const userEmail = formText(form, 'userEmail').trim();
  const userPass = formText(form, 'userPass');
  if (userPass !== formText(form, 'userPassConfirm')) return { errors: { userPassConfirm: [texts.passwordMismatch] } };
  const userReferralId = new URL(request.url).searchParams.get('userReferralId') ?? formText(form, 'userReferralId');
  try {
    await api('saveUserProfile', {
      body: {
        signupSecret: signupSecretFor(userEmail),
        userReferralId,
        firstName: formText(form, 'firstName'),
        lastName: formText(form, 'lastName'),
        userEmail,
        userPhoneCountryCode: formText(form, 'userPhoneCountryCode'),
        userPhoneNumber: formText(form, 'userPhoneNumber'),
        userPass,
      },
      request,
    });
  } catch (e) {
    const result = failure(e, {
      fallback: texts.userSaveFailed,
      status: { 404: texts.referralInvalid, 410: texts.referralInvalid },
    });
    // A bad referral id is not a field of this form: say what it means.
    if (result.errors?.userReferralId) {
      const { userReferralId: _, ...errors } = result.errors;
      return { message: texts.referralInvalid, errors };
    }
    return result;
  }
  // The account is made once the code mailed to the address is entered, on the next page.
  rememberSignIn(userEmail, userPass);
  return redirect(paths.signUpConfirm(userEmail, userReferralId));
}

/** What Create Account waits for, while it is disabled. */
const waitingFor = (matching: boolean, agreed: boolean) =>
  `${[!matching && 'Enter the same password twice', !agreed && (matching ? 'Tick the agreement' : 'tick the agreement')].filter(Boolean).join(' and ')} to create the account.`;

export function Component() {
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  const [params] = useSearchParams();
  const userReferralId = params.get('userReferralId');
  const [matching, setMatching] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const { signedIn, sent } = useLoaderData<typeof loader>();

  if (!userReferralId) {
    return (
      <section className="page page-narrow">
        <h1>Sign Up</h1>
        <p>Sign-up needs a valid referral code first.</p>
        <p>
          <Link to={paths.referralCode}>Enter your referral code</Link>
        </p>
      </section>
    );
  }

  if (signedIn) {
    return (
      <section className="page page-narrow">
        <h1>Sign Up</h1>
        <SignedInHere session={signedIn} what={signedInHereTexts.signUp} />
      </section>
    );
  }

  return (
    <section className="page page-narrow">
      <h1>Sign Up</h1>
      <p>Create the account of the person who manages the candidate profile (a parent, a relative or the candidate).</p>
      <Form method="post" className="form" noValidate>
        <FormMessages result={result} fields={[...formFields, 'userPassConfirm']} />
        <input type="hidden" name="userReferralId" value={userReferralId} />
        <TextField name="firstName" label="First Name" autoComplete="given-name" defaultValue={sent.firstName} required errors={errors.firstName} />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" defaultValue={sent.lastName} required errors={errors.lastName} />
        <TextField name="userEmail" label="Email" type="email" autoComplete="email" defaultValue={sent.userEmail} required errors={errors.userEmail} />
        <PhoneFields errors={errors} countryCode={sent.userPhoneCountryCode || undefined} number={sent.userPhoneNumber} />
        <NewPasswordFields label="Password" errors={errors} onMatchingChange={setMatching} />
        <CheckboxField
          name="agreement"
          label="I agree that this site is for families practising Hinduism, Jainism, Sikhism or Buddhism, and that the details I give are true."
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
        />
        <Actions>
          <SubmitButton disabled={!matching || !agreed}>Create Account</SubmitButton>
        </Actions>
        {/* A disabled button says nothing by itself: what it waits for, in words. */}
        {(!matching || !agreed) && <p className="cand-note">{waitingFor(matching, agreed)}</p>}
      </Form>
    </section>
  );
}
