/**
 * Change E-mail, second step: the code mailed to the new address makes it the account's.
 * The session stays (it names the account, not the address); the next sign-in uses the new address.
 */
import { Form, Link, redirect, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { emailChangeTexts as t, texts } from '#shared/texts.js';
import { Actions, Alert, FormMessages, SubmitButton, formText } from '#web/components/forms';
import { withNotice } from '#web/components/Notice';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import type { AccountNotices } from '#web/features/account/notices';
import { EmailCodeField } from '#web/features/account/components/EmailCodeField';
import { signedInOnlyLoader } from '#web/features/account/signedInOnly';

export const loader = signedInOnlyLoader;

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const session = await requireSession(request);
  const form = await request.formData();
  try {
    await api('confirmEmailChange', { params: { userProfileId: session.id }, body: { code: formText(form, 'code') }, request });
    return redirect(withNotice<AccountNotices>(paths.myUserProfile, 'emailChanged'));
  } catch (e) {
    return failure(e, { fallback: texts.updateFailed, status: { 409: texts.emailTaken } });
  }
}

export function Component() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const newEmail = params.get('email') ?? '';
  return (
    <section className="page page-narrow">
      <h1>{t.title}</h1>
      {newEmail && <Alert kind="info">{t.codeSent(newEmail)}</Alert>}
      <Form method="post" className="form" noValidate>
        <FormMessages result={result} fields={['code']} />
        <EmailCodeField autoFocus errors={result?.errors?.code} />
        <Actions>
          <SubmitButton>Change E-mail</SubmitButton>
        </Actions>
      </Form>
      <p>
        No code, or it expired? <Link to={paths.changeEmail}>Ask for a new code</Link>.
      </p>
    </section>
  );
}
