import { useEffect } from 'react';
import { Form, useActionData, useNavigate, type ActionFunctionArgs } from 'react-router';
import { texts } from '#shared/texts.js';
import { Actions, FormMessages, SubmitButton, TextField, formText } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { paths } from '#web/lib/paths';

type Result = FormResult & { sent?: { email: string; message: string } };

export async function action({ request }: ActionFunctionArgs): Promise<Result> {
  const form = await request.formData();
  const userEmail = formText(form, 'email');
  try {
    const { message } = await api('resetUserPassword', { body: { userEmail }, request });
    return { sent: { email: userEmail.trim().toLowerCase(), message } };
  } catch (e) {
    return failure(e, { fallback: texts.passwordResetFailed, fields: { userEmail: 'email' } });
  }
}

export function Component() {
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const sent = result?.sent;

  // The confirm page shows the server's answer (the same whether or not the account exists).
  useEffect(() => {
    if (sent) {
      void navigate(paths.forgotPasswordConfirm(sent.email), {
        state: { message: sent.message },
      });
    }
  }, [sent, navigate]);

  return (
    <section className="page page-narrow">
      <h1>Forgot Password</h1>
      <p>Enter the e-mail of your account. We will send you a code to reset your password.</p>
      <Form method="post" className="form" noValidate>
        <FormMessages result={result} fields={['email']} />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          autoFocus
          errors={result?.errors?.email}
        />
        <Actions>
          <SubmitButton>Send Reset Code</SubmitButton>
        </Actions>
      </Form>
    </section>
  );
}
