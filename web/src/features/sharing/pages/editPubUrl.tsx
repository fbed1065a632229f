import { useState } from 'react';
import { Form, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { Actions, BackButton, FormMessages, SubmitButton, TextField, formText } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { NoCandidateProfile, loadPubUrl, pubUrlBase, sharedLink } from '#web/features/sharing/components/pubUrl';

export async function loader({ request }: LoaderFunctionArgs) {
  const data = await loadPubUrl(request);
  const asked = new URL(request.url).searchParams.get('uPubURL');
  return { ...data, initial: asked ?? data.publicUrl ?? '' };
}

export async function action({ request }: ActionFunctionArgs): Promise<FormResult | Response> {
  const session = await requireSession(request);
  if (!session.candidateId) return { message: 'You need to create a candidate profile first.' };
  const name = formText(await request.formData(), 'candidateProfilePublicURL').trim().toLowerCase();
  if (!name) return { errors: { candidateProfilePublicURL: ['Public URL is required'] } };
  try {
    await api('updatePubURL', {
      params: { candidateId: session.candidateId },
      body: { candidateProfilePublicURL: name },
      request,
      onUnauthorized: 'throw',
    });
  } catch (e) {
    return failure(e, {
      fallback: 'Your shared profile URL could not be saved. Please try again.',
      status: {
        409: 'This URL is already used. Please try with different URL!',
        401: 'Error in authenticating the user details!',
      },
    });
  }
  return redirect(`${pubUrlBase(request)}/viewPubURL?saved=1`);
}

export function Component() {
  const { userId, candidateId, initial } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [name, setName] = useState(initial);
  const shown = name.trim().toLowerCase();
  return (
    <section className="page">
      <h1>Edit Shared Profile URL</h1>
      {!candidateId ? (
        <NoCandidateProfile userId={userId} />
      ) : (
        <Form method="post" className="form page-narrow-form" noValidate>
          <FormMessages result={result} fields={['candidateProfilePublicURL']} />
          <TextField
            name="candidateProfilePublicURL"
            label="Public URL"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            hints={[
              'Lower-case letters, digits and hyphens (3 to 40 characters).',
              shown ? `Your profile will be shared at ${sharedLink(shown)}` : '',
            ].filter(Boolean)}
            errors={result?.errors?.candidateProfilePublicURL}
          />
          <Actions>
            <BackButton />
            <SubmitButton>Save</SubmitButton>
          </Actions>
        </Form>
      )}
    </section>
  );
}
