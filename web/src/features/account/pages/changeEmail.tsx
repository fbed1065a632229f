/**
 * Change E-mail, first step: the member types the new address; the server mails a code
 * to it. The Edit User form keeps the address read-only (the spec): this is the one way to change it.
 */
import { Form, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { emailChangeTexts as t, texts } from '#shared/texts.js';
import { Actions, BackButton, FormMessages, SubmitButton, TextField, formText } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const user = await api('getUserProfile', { params: { userProfileId: session.id }, request });
  return { currentEmail: user.userEmail };
}

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const session = await requireSession(request);
  const form = await request.formData();
  try {
    const { newEmail } = await api('requestEmailChange', {
      params: { userProfileId: session.id }, body: { newEmail: formText(form, 'newEmail') }, request,
    });
    return redirect(paths.changeEmailConfirm(newEmail));
  } catch (e) {
    return failure(e, { fallback: texts.updateFailed, status: { 409: texts.emailTaken } });
  }
}

export function Component() {
  const { currentEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="page page-narrow">
      <h1>{t.title}</h1>
      <p>
        Your e-mail now: <strong className="address">{currentEmail}</strong>
      </p>
      <p>{t.intro}</p>
      <Form method="post" className="form" noValidate>
        <FormMessages result={result} fields={['newEmail']} />
        <TextField
          name="newEmail"
          label="New Email"
          type="email"
          autoComplete="email"
          required
          autoFocus
          errors={result?.errors?.newEmail}
        />
        <Actions>
          <BackButton />
          <SubmitButton>Send Code</SubmitButton>
        </Actions>
      </Form>
    </section>
  );
}
