/**
 * /signupConfirm?email=…&userReferralId=…: sign-up's second page. The code mailed to the address makes the account;
 * then the family is signed in and goes on to its candidate profile, as sign-up always did (or, after
 * a reload forgot the password, to sign-in). A new code can be asked for, once a minute. The sign-up
 * form adds `userReferralId`, so a family that typed a wrong address can start again from there.
 */
import { Link, redirect, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { texts } from '#shared/texts.js';
import { formText } from '#web/components/forms';
import { withNotice } from '#web/components/Notice';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { paths } from '#web/lib/paths';
import type { AccountNotices } from '#web/features/account';
import { ConfirmCodeForm, resendCode, signInConfirmed } from '#web/features/referral/confirmCode';
import { heldSignupSecret } from '#web/features/referral/signupSecret';
import { forgetSent } from '#web/features/referral/signUpSent';

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  const userEmail = formText(form, 'email').trim();
  if (formText(form, 'intent') === 'resend') return resendCode(userEmail, request);
  try {
    await api('confirmSignup', { body: { signupSecret: heldSignupSecret(userEmail), userEmail, code: formText(form, 'code') }, request });
  } catch (e) {
    // 410: the referral code was taken meanwhile (or this sign-up waited too long): a new code is needed.
    return failure(e, { fallback: texts.userSaveFailed, status: { 410: texts.referralInvalid }, fields: { userEmail: 'email' } });
  }
  forgetSent();
  const outcome = await signInConfirmed(userEmail);
  return redirect(outcome?.ok ? outcome.to : withNotice<AccountNotices>(paths.signIn, 'signedUp'));
}

export function Component() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const userReferralId = params.get('userReferralId');
  const startAgain = userReferralId ? paths.signUp(userReferralId) : paths.referralCode;

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
      <ConfirmCodeForm result={result} email={email} purpose="finish signing up">
        {result?.message === texts.referralInvalid && (
          <p>
            <Link to={paths.referralCode}>Enter a referral code</Link>
          </p>
        )}
      </ConfirmCodeForm>
      <p>
        Typed a wrong address? The referral code stays with this address for 24 hours; after that,{' '}
        <Link to={startAgain}>start again</Link> with the right address, or ask your referrer for a new code.
      </p>
    </section>
  );
}
