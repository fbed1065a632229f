import { Form, redirect, useActionData, type ActionFunctionArgs } from 'react-router';
import { texts } from '#shared/texts.js';
import { Actions, FormMessages, SubmitButton, TextField, formText } from '#web/components/forms';
import { api, isApiError } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { paths } from '#web/lib/paths';

const fields = { requesterFirstName: 'firstName', requesterLastName: 'lastName', requesterEmailId: 'userEmailId', requesterPhoneNumber: 'userPhoneNumber' };

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  try {
    await api('requestReferralCode', {
      body: {
        requesterFirstName: formText(form, 'firstName'),
        requesterLastName: formText(form, 'lastName'),
        requesterEmailId: formText(form, 'userEmailId'),
        requesterPhoneCountryCode: '',
        requesterPhoneNumber: formText(form, 'userPhoneNumber'),
      },
      request,
    });
    return redirect(paths.requestReferralConfirm);
  } catch (e) {
    // One request per address per hour: the server's 429 says so, not that saving failed.
    if (isApiError(e) && e.status === 429) return { message: texts.referralRequestCooldown };
    const result = failure(e, { fallback: texts.requestSaveFailed, fields });
    return result.errors && !result.message ? result : { ...result, message: texts.requestSaveFailed };
  }
}

export function Component() {
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  return (
    <section className="page page-narrow">
      <h1>Request a Referral Code</h1>
      <p>Tell us who you are. Our volunteers will e-mail you a referral code.</p>
      <Form method="post" className="form" noValidate>
        <FormMessages result={result} fields={Object.values(fields)} />
        <TextField name="firstName" label="First Name" autoComplete="given-name" required errors={errors.firstName} />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" required errors={errors.lastName} />
        <TextField name="userEmailId" label="Email" type="email" autoComplete="email" required errors={errors.userEmailId} />
        <TextField
          name="userPhoneNumber"
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          required
          errors={errors.userPhoneNumber}
        />
        <Actions>
          <SubmitButton>Request Referral Code</SubmitButton>
        </Actions>
      </Form>
    </section>
  );
}
