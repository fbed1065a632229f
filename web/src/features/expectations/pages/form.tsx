import { Form, redirect, useActionData, useLoaderData, useParams, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { expectationsEditedMeanwhile, texts } from '#shared/texts.js';
import { Actions, Alert, BackButton, FormMessages, SubmitButton, formText } from '#web/components/forms';
import { api, isApiError, type BodyOf } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { ExpectationFields, expectationFieldNames } from '#web/features/expectations/components/ExpectationFields';
import { loadExpectation } from '#web/features/expectations/expectation';

/** Serves both `add` and `{expectationId}/edit`; there is one expectation per candidate. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const candidateId = params.candidateId ?? '';
  const [expectation, ownGotra] = await Promise.all([loadExpectation(request, candidateId), ownGotraOf(request, candidateId)]);
  // The query (`?changed`, after a refused save) goes along to the page that now applies.
  const { search } = new URL(request.url);
  if (!params.expectationId && expectation) throw redirect(paths.editExpectation(candidateId, expectation.id) + search);
  if (params.expectationId && !expectation) throw redirect(paths.addExpectation(candidateId) + search);
  if (params.expectationId && expectation && expectation.id !== params.expectationId) {
    throw redirect(paths.editExpectation(candidateId, expectation.id) + search);
  }
  return { expectation, ownGotra };
}

/** The candidate's own gotra, for 'Not from our gotra' (a failed read only leaves the rule unoffered). */
async function ownGotraOf(request: Request, candidateId: string): Promise<string | undefined> {
  try {
    return (await api('getCandidateProfile', { params: { candidateId }, request })).gotra;
  } catch {
    return undefined;
  }
}

const optionalNumber = (v: string) => (v === '' ? undefined : Number(v));

function bodyOf(form: FormData) {
  const field = (name: string) => formText(form, name);
  return {
    gender: field('gender'),
    minAge: optionalNumber(field('minAge')),
    maxAge: optionalNumber(field('maxAge')),
    birthCountry: field('birthCountry'),
    broughtUpCountry: field('broughtUpCountry'),
    minHeight: optionalNumber(field('minHeight')),
    maxHeight: optionalNumber(field('maxHeight')),
    nativeLanguage: field('nativeLanguage'),
    foodHabits: field('foodHabits'),
    marriageStatus: field('marriageStatus'),
    education: field('education'),
    profession: field('profession'),
    immiStatus: field('immiStatus'),
    state: field('state'),
    country: field('country'),
    expectations: field('expectations'),
    manglik: field('manglik'),
    horoscopeRequired: form.has('horoscopeRequired'),
    notOwnGotra: form.has('notOwnGotra'),
    // Only the boxes beside a stated field are enabled, so only those are sent.
    mustHaves: form.getAll('mustHaves').filter((v): v is string => typeof v === 'string'),
    ...(field('loadedUpdatedDate') ? { loadedUpdatedDate: field('loadedUpdatedDate') } : {}),
    // The client checks the body with the shared schema (a missing age answers its own message).
  } as BodyOf<'addExpectation'>;
}

export async function action({ request, params }: ActionFunctionArgs): Promise<FormResult | Response> {
  await requireSession(request);
  const candidateId = params.candidateId ?? '';
  const body = bodyOf(await request.formData());
  try {
    const saved = params.expectationId
      ? await api('editExpectation', { params: { candidateId, expectationId: params.expectationId }, body, request })
      : await api('addExpectation', { params: { candidateId }, body, request });
    return redirect(paths.expectationSaved(candidateId, saved.id));
  } catch (e) {
    // Another member saved meanwhile: the page reloads the newer version and says so (the loader
    // takes an add that lost the race to the edit page).
    if (isApiError(e) && e.status === 409) {
      return redirect(`${params.expectationId ? paths.editExpectation(candidateId, params.expectationId) : paths.addExpectation(candidateId)}?changed=1`);
    }
    const result = failure(e, { fallback: texts.updateFailed });
    return { ...result, message: texts.updateFailed };
  }
}

export function Component() {
  const { expectation, ownGotra } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { expectationId } = useParams();
  const [search] = useSearchParams();
  const changed = search.has('changed') && expectation;
  return (
    <section className="page">
      <h1>{expectationId ? 'Edit Expectation' : 'Add Expectation'}</h1>
      {changed && (
        <Alert kind="error">
          {expectationsEditedMeanwhile(expectation.editedBy)}
        </Alert>
      )}
      {/* Keyed by the version shown, so the fields show the newer one after a refused save. */}
      <Form key={expectation?.updatedDate ?? 'new'} method="post" className="form expectation-form" noValidate>
        <FormMessages result={result} fields={expectationFieldNames} />
        {expectation && <input type="hidden" name="loadedUpdatedDate" value={expectation.updatedDate} />}
        <ExpectationFields initial={expectation} errors={result?.errors ?? {}} ownGotra={ownGotra} />
        <Actions>
          <BackButton />
          <SubmitButton>Save</SubmitButton>
        </Actions>
      </Form>
    </section>
  );
}
