/**
 * /invitation/:token/confirm?email=…: the invitee's code page. The code mailed to the address makes
 * them a member of the family; then they are signed in and land on the family's dashboard (after a
 * reload forgot the password, on sign-in). A new code can be asked for, once a minute.
 */
import { Link, redirect, useActionData, useParams, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { texts } from '#shared/texts.js';
import { formText } from '#web/components/forms';
import { withNotice } from '#web/components/Notice';
import { api, isApiError } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { paths } from '#web/lib/paths';
import type { AccountNotices } from '#web/features/account';
import { ConfirmCodeForm, resendCode, signInConfirmed } from '#web/features/referral/confirmCode';
import { heldSignupSecret } from '#web/features/referral/signupSecret';

export async function action({ params, request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  const userEmail = formText(form, 'email').trim();
  if (formText(form, 'intent') === 'resend') return resendCode(userEmail, request);
  try {
    const invitationToken = params.token ?? '';
    await api('confirmInvitedSignup', { body: { signupSecret: heldSignupSecret(userEmail), invitationToken, code: formText(form, 'code') }, request });
  } catch (e) {
    if (isApiError(e) && e.status === 410) return { message: e.message };
    return failure(e, { fallback: texts.userSaveFailed });
  }
  const outcome = await signInConfirmed(userEmail);
  return redirect(outcome?.ok ? paths.dashboard : withNotice<AccountNotices>(paths.signIn, 'signedUp'));
}

export function Component() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { token = '' } = useParams();
  return (
    <section className="page page-narrow">
      <h1>Confirm Your E-mail</h1>
      <ConfirmCodeForm result={result} email={params.get('email') ?? ''} purpose="join your family" />
      <p>
        <Link to={paths.invitation(token)}>Back to the invitation</Link>
      </p>
    </section>
  );
}
