/**
 * /invitation/:token — a family's invitation link. It says who invites and whom (or that the link
 * expired, was withdrawn or used: ask the family for a new one), then the short sign-up: the name
 * prefilled, phone and password; the address is the invitation's. The code mailed to it is entered
 * on the next page, as every sign-up's.
 */
import { useState } from 'react';
import { Form, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { familyTexts, texts } from '#shared/texts.js';
import { Actions, Alert, FormMessages, PhoneFields, SubmitButton, TextField, formText } from '#web/components/forms';
import { NewPasswordFields } from '#web/components/NewPasswordFields';
import { api, isApiError } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { paths } from '#web/lib/paths';
import { readSession } from '#web/lib/session';
import { SignedInHere, signedInHereTexts } from '#web/components/SignedInHere';
import { rememberSignIn } from '#web/features/referral/pendingSignIn';
import { signupSecretFor } from '#web/features/referral/signupSecret';

const formFields = ['firstName', 'lastName', 'userPhoneCountryCode', 'userPhoneNumber', 'userPass'];

export async function loader({ params, request }: LoaderFunctionArgs) {
  return { invitation: await invitationOf(params.token ?? '', request), signedIn: readSession() };
}

async function invitationOf(invitationToken: string, request: Request) {
  try {
    return await api('getFamilyInvitation', { params: { invitationToken }, request });
  } catch (e) {
    // A link cut short or mangled by a mail program reads as one that cannot be used.
    if (isApiError(e) && e.status === 422) return { state: 'expired' as const };
    throw e;
  }
}

export async function action({ params, request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  const token = params.token ?? '';
  const email = formText(form, 'email');
  const userPass = formText(form, 'userPass');
  if (userPass !== formText(form, 'userPassConfirm')) return { errors: { userPassConfirm: [texts.passwordMismatch] } };
  try {
    await api('startInvitedSignup', {
      body: {
        signupSecret: signupSecretFor(email), invitationToken: token,
        firstName: formText(form, 'firstName'), lastName: formText(form, 'lastName'),
        userPhoneCountryCode: formText(form, 'userPhoneCountryCode'), userPhoneNumber: formText(form, 'userPhoneNumber'), userPass,
      },
      request,
    });
  } catch (e) {
    if (isApiError(e) && e.status === 410) return { message: e.message };
    return failure(e, { fallback: texts.userSaveFailed });
  }
  rememberSignIn(email, userPass);
  return redirect(`${paths.invitation(token)}/confirm?email=${encodeURIComponent(email)}`);
}

export function Component() {
  const { invitation, signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  const [matching, setMatching] = useState(false);

  if (invitation.state !== 'pending' || !('email' in invitation) || !invitation.email) {
    return (
      <section className="page page-narrow">
        <h1>Join Your Family</h1>
        <Alert kind="info">{familyTexts.linkStates[invitation.state === 'pending' ? 'expired' : invitation.state]}</Alert>
        <p>
          Already a member? <Link to={paths.signIn}>Sign in</Link>.
        </p>
      </section>
    );
  }

  return (
    <section className="page page-narrow">
      <h1>Join Your Family</h1>
      <p className="invitation-from">{familyTexts.invitedHeading(invitation.familyFirstName ?? '')}.</p>
      <p>
        You will sign in with your own password and see your family's candidate profile, proposals and saved list. Your e-mail:{' '}
        <strong className="address">{invitation.email}</strong> (we send it a code to confirm it).
      </p>
      {signedIn ? (
        <SignedInHere session={signedIn} what={signedInHereTexts.invitation(invitation.email)} />
      ) : (
        <Form method="post" className="form" noValidate>
          <FormMessages result={result} fields={[...formFields, 'userPassConfirm']} />
          <input type="hidden" name="email" value={invitation.email} />
          <TextField name="firstName" label="First Name" autoComplete="given-name" defaultValue={invitation.firstName} required errors={errors.firstName} />
          <TextField name="lastName" label="Last Name" autoComplete="family-name" defaultValue={invitation.lastName} required errors={errors.lastName} />
          <PhoneFields errors={errors} />
          <NewPasswordFields label="Password" errors={errors} onMatchingChange={setMatching} />
          <Actions>
            <SubmitButton disabled={!matching}>Join the Family</SubmitButton>
          </Actions>
        </Form>
      )}
    </section>
  );
}
