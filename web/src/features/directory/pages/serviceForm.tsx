/**
 * /dashboard/myServices/new and /dashboard/myServices/{id}/edit: a listing's every field. A new
 * listing waits for a volunteer's approval; saving goes to the owner's view. The server's 422
 * messages show under their fields; a refusal (the sixth listing) shows the server's own words.
 */
import { Form, redirect, useActionData, useLoaderData, useParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { ServiceProviderInput } from '#shared/domain/classified.js';
import { Actions, BackButton, FormMessages, SubmitButton, formText } from '#web/components/forms';
import { api, isApiError } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { ServiceFields, serviceFieldNames } from '#web/features/directory/components/ServiceFields';
import '#web/styles/directory.css';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  const providerId = params.providerId;
  const [domains, provider] = await Promise.all([
    api('getAllCategories', { request }).then((r) => r.items),
    providerId ? api('getMyServiceProvider', { params: { providerId }, request }) : null,
  ]);
  const categories = provider
    ? (await api('getSubCategoriesForCategory', { params: { id: provider.categoryId }, request })).items
    : [];
  return { domains, provider, categories };
}

function bodyOf(form: FormData): ServiceProviderInput {
  return Object.fromEntries(serviceFieldNames.map((name) => [name, formText(form, name)])) as ServiceProviderInput;
}

export async function action({ request, params }: ActionFunctionArgs): Promise<FormResult | Response> {
  await requireSession(request);
  const body = bodyOf(await request.formData());
  try {
    const saved = params.providerId
      ? await api('updateServiceProvider', { params: { providerId: params.providerId }, body, request })
      : await api('saveServiceProvider', { body, request });
    return redirect(paths.myService(saved.id));
  } catch (e) {
    const result = failure(e, { fallback: 'The service could not be saved. Please try again.' });
    // A refusal the member can act on (at most 5 listings, not theirs) is said in the server's words.
    if (isApiError(e) && e.status >= 400 && e.status < 500 && e.status !== 422) return { ...result, message: e.message };
    return result;
  }
}

export function Component() {
  const { domains, provider, categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { providerId } = useParams();
  return (
    <section className="page page-narrow directory">
      <h1>{providerId ? 'Edit Service' : 'List a Service'}</h1>
      <Form method="post" className="form service-form" noValidate>
        <FormMessages result={result} fields={serviceFieldNames} />
        <ServiceFields domains={domains} categories={categories} initial={provider} errors={result?.errors ?? {}} />
        <Actions>
          <BackButton />
          <SubmitButton>Save</SubmitButton>
        </Actions>
      </Form>
    </section>
  );
}
