import { Form, redirect, useActionData, useLoaderData, type ActionFunctionArgs } from 'react-router';
import { texts } from '#shared/texts.js';
import { Actions, BackButton, FormMessages, PhoneFields, SubmitButton, TextField, formText } from '#web/components/forms';
import { withNotice } from '#web/components/Notice';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { updateSession } from '#web/lib/session';
import type { AccountNotices } from '#web/features/account/notices';
import { loader } from './myUserProfile';

// The same data as the profile view: one's own user profile, whatever id is in the URL.
export { loader };

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const session = await requireSession(request);
  const form = await request.formData();
  try {
    const user = await api('updateUserProfile', {
      params: { userProfileId: session.id },
      body: {
        firstName: formText(form, 'firstName'),
        lastName: formText(form, 'lastName'),
        userPhoneCountryCode: formText(form, 'userPhoneCountryCode'),
        userPhoneNumber: formText(form, 'userPhoneNumber'),
      },
      request,
    });
    updateSession({ firstName: user.firstName });
    return redirect(withNotice<AccountNotices>(paths.myUserProfile, 'profileUpdated'));
  } catch (e) {
    return failure(e, { fallback: texts.userSaveFailed });
  }
}

const fields = ['firstName', 'lastName', 'userPhoneCountryCode', 'userPhoneNumber'];

export function Component() {
  const { user } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  return (
    <section className="page">
      <h1>Edit My User Profile</h1>
      <Form method="post" className="form" noValidate>
        <FormMessages result={result} fields={fields} />
        <TextField name="firstName" label="First Name" autoComplete="given-name" defaultValue={user.firstName} required errors={errors.firstName} />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" defaultValue={user.lastName} required errors={errors.lastName} />
        <TextField name="userEmail" label="Email" type="email" defaultValue={user.userEmail} readOnly />
        <PhoneFields errors={errors} countryCode={user.userPhoneCountryCode} number={user.userPhoneNumber} />
        <Actions>
          <BackButton />
          <SubmitButton>Save</SubmitButton>
        </Actions>
      </Form>
    </section>
  );
}
