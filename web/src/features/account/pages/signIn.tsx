import { Button } from '@aws-amplify/ui-react';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigate, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { Actions, Alert, FormMessages, PasswordField, SubmitButton, TextField, formText } from '#web/components/forms';
import { Notice } from '#web/components/Notice';
import { signedInHereTexts } from '#web/components/SignedInHere';
import type { FormResult } from '#web/lib/api/failure';
import { paths } from '#web/lib/paths';
import { readSession } from '#web/lib/session';
import { accountNotices } from '#web/features/account/notices';

/**
 * Signing in needs the API client and its schemas (about 60 kB gzip of chunks, and their schemas
 * built as they load): asked for as the visitor starts typing, and awaited by the submit, rather
 * than loaded and run with the page, where they were most of the work between its first paint and
 * its being ready.
 */
const loadSignIn = () => import('#web/lib/auth/signIn');

/**
 * Who is signed in on this device, if anyone (none when pre-rendered): a family's shared phone or
 * computer, where signing in as someone else signs them out, which the page says first.
 */
export function loader() {
  return { signedIn: readSession() };
}

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  const from = formText(form, 'from') || new URL(request.url).searchParams.get('from');
  // A form sent empty is no wrong password: each empty field says what it needs.
  const missing = {
    ...(formText(form, 'email').trim() ? {} : { email: ['Please enter your e-mail.'] }),
    ...(formText(form, 'password') ? {} : { password: ['Please enter your password.'] }),
  };
  if (Object.keys(missing).length > 0) return { errors: missing };
  const { signInAndRoute } = await loadSignIn();
  const outcome = await signInAndRoute(formText(form, 'email'), formText(form, 'password'), from);
  if (outcome.ok) return redirect(outcome.to);
  return { message: outcome.message };
}

export function Component() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signedIn } = useLoaderData<typeof loader>();
  return (
    <section className="page page-narrow">
      <h1>Sign In</h1>
      <Notice texts={accountNotices} />
      {signedIn && (
        <Alert kind="info">
          {signedInHereTexts.signedInAs(signedIn.firstName)} {signedInHereTexts.signIn(signedIn.firstName)}{' '}
          <Link to={paths.dashboard}>Go to My Dashboard</Link>
        </Alert>
      )}
      <Form method="post" className="form" noValidate onInput={() => void loadSignIn()}>
        <FormMessages result={result} fields={['email', 'password']} />
        <input type="hidden" name="from" value={params.get('from') ?? ''} />
        <TextField name="email" label="Email" type="email" autoComplete="username" required autoFocus errors={result?.errors?.email} />
        <PasswordField name="password" label="Password" autoComplete="current-password" required errors={result?.errors?.password} />
        <Actions>
          <SubmitButton>Sign In</SubmitButton>
          <Button variation="link" onClick={() => void navigate(paths.forgotPassword)}>
            Forgot Password
          </Button>
        </Actions>
      </Form>
      <p>
        New here? <Link to={paths.stepsInfo}>Sign up with a referral code</Link>
      </p>
    </section>
  );
}
