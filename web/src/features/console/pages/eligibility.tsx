/**
 * /admin/eligibility?q=…: find a candidate profile by name, e-mail or public URL name, and set or
 * clear its ineligible flag. The search rides in the URL, so a report can link to it and Back keeps it.
 */
import { Button } from '@aws-amplify/ui-react';
import { Form, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { findQuery } from '#shared/domain/trust.js';
import { api } from '#web/lib/api/client';
import { TextField } from '#web/components/forms';
import { EligibilityTable } from '#web/features/console/components/EligibilityTable';
import { requireVolunteer } from '#web/features/console/requireVolunteer';
import { consoleTexts } from '#web/features/console/texts';

export async function loader({ request }: LoaderFunctionArgs) {
  requireVolunteer();
  const q = new URL(request.url).searchParams.get('q') ?? '';
  if (!q) return { q, items: null, errors: [] };
  // The shared rule first: a one-letter search is answered here, without a call.
  const parsed = findQuery.safeParse(q);
  if (!parsed.success) return { q, items: null, errors: parsed.error.issues.map((i) => i.message) };
  const { items } = await api('findCandidates', { params: { query: parsed.data }, request });
  return { q, items, errors: [] };
}

export function Component() {
  const { q, items, errors } = useLoaderData<typeof loader>();
  return (
    <section>
      <h2>{consoleTexts.eligibility}</h2>
      {/* Keyed by the query: Back shows the field as the URL says. */}
      <Form method="get" role="search" className="console-inline-form" key={q}>
        <TextField name="q" label="Name, e-mail or public URL name" defaultValue={q} errors={errors} required />
        <div className="console-inline-actions">
          <Button type="submit" size="small" variation="primary">
            Search
          </Button>
        </div>
      </Form>
      {items && <EligibilityTable key={q} items={items} />}
    </section>
  );
}
