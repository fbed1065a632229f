/**
 * The own page of one optional section of the profile (Family Details, Horoscope): the section alone,
 * prefilled, saved by its own route so the family never re-enters the rest of the profile; after the
 * save, back to the profile with a confirmation. pages/familyDetails.tsx and pages/horoscope.tsx are
 * this page for their section.
 */
import { useEffect, useRef } from 'react';
import { data, Form, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { profileSections } from '#shared/domain/profileFields.js';
import { Actions, Alert, BackButton, FormMessages, SubmitButton } from '#web/components/forms';
import { withNotice } from '#web/components/Notice';
import { api } from '#web/lib/api/client';
import { failure } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import type { CandidateNotices } from '#web/features/candidate/notices';
import { editConflict, EditVersionField, editVersionOf, TypedValues, type EditResult } from './editConflict';
import { sectionBody, sectionFieldNames, type OwnPageSection } from './formBody';
import { formFieldsOf } from '#shared/domain/profileFields.js';
import { FamilySection, HoroscopeSection } from './OptionalSections';

const pages = {
  family: { fields: FamilySection, notice: 'familyDetailsUpdated', failed: "Couldn't save the family details! Please try again." },
  horoscope: { fields: HoroscopeSection, notice: 'horoscopeUpdated', failed: "Couldn't save the horoscope details! Please try again." },
} as const satisfies Record<OwnPageSection, { notice: keyof CandidateNotices; [k: string]: unknown }>;

function candidateIdOf(params: { candidateId?: string }): string {
  if (!params.candidateId) throw data('Not Found', { status: 404 });
  return params.candidateId;
}

export const sectionLoader = async ({ request, params }: LoaderFunctionArgs) => {
  await requireSession(request);
  const profile = await api('getCandidateProfile', { params: { candidateId: candidateIdOf(params) }, request });
  // Only the owner edits (the server refuses anyone else as well).
  if (!profile.ownProfile) throw data('Not Found', { status: 404 });
  return { profile };
};

async function save(section: OwnPageSection, candidateId: string, form: FormData, request: Request) {
  if (section === 'family') {
    await api('updateFamilyDetails', { params: { candidateId }, body: { ...sectionBody('family', form), ...editVersionOf(form) }, request });
  } else {
    await api('updateHoroscope', { params: { candidateId }, body: { ...sectionBody('horoscope', form), ...editVersionOf(form) }, request });
  }
}

export const sectionAction = (section: OwnPageSection) => async ({ request, params }: ActionFunctionArgs): Promise<EditResult | Response> => {
  await requireSession(request);
  const form = await request.formData();
  const candidateId = candidateIdOf(params);
  try {
    await save(section, candidateId, form, request);
  } catch (e) {
    return (await editConflict(e, form, candidateId, formFieldsOf(section), request)) ?? failure(e, { fallback: pages[section].failed });
  }
  return redirect(withNotice<CandidateNotices>(paths.myProfile, pages[section].notice));
};

export function SectionPage({ section }: { section: OwnPageSection }) {
  const { profile } = useLoaderData<typeof sectionLoader>();
  const result = useActionData<EditResult | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = Object.fromEntries(Object.entries(result?.errors ?? {}).map(([f, m]) => [f, m.slice(0, 1)]));
  const invalid = Object.keys(errors).length > 0;
  useEffect(() => {
    if (result?.errors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);
  const Fields = pages[section].fields;
  return (
    <section className="page cand-page">
      <h1>{`${profileSections[section]} of ${profile.firstName}`}</h1>
      <TypedValues typed={result?.typed} />
      <Form method="post" className="form cand-form" noValidate ref={formRef}>
        <EditVersionField initial={profile} />
        {/* A newer version (another member saved meanwhile) starts the fields again from it. */}
        <Fields key={`${profile.id}.${profile.editVersion ?? 0}`} initial={profile} errors={errors} />
        {invalid && !result?.message && (
          <Alert>
            <p>Please correct the highlighted fields.</p>
          </Alert>
        )}
        <FormMessages result={result} fields={sectionFieldNames(section)} />
        <Actions>
          <BackButton />
          <SubmitButton>Save</SubmitButton>
        </Actions>
      </Form>
    </section>
  );
}
