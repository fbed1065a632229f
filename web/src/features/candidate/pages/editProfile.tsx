/** /dashboard/myCandidateProfile/{candidateId}/edit?uprofileid=…: the candidate form, prefilled. */
import { data, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { withNotice } from '#web/components/Notice';
import { api } from '#web/lib/api/client';
import { failure } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { CandidateForm } from '#web/features/candidate/components/CandidateForm';
import { askedFields, candidateBody } from '#web/features/candidate/components/formBody';
import { editConflict, editVersionOf, TypedValues, type EditResult } from '#web/features/candidate/components/editConflict';
import { clearDraft, draftKey } from '#web/features/candidate/components/formDraft';
import type { CandidateNotices } from '#web/features/candidate/notices';

function candidateIdOf(params: { candidateId?: string }): string {
  if (!params.candidateId) throw data('Not Found', { status: 404 });
  return params.candidateId;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const profile = await api('getCandidateProfile', { params: { candidateId: candidateIdOf(params) }, request });
  // Only the owner edits (the server refuses anyone else as well).
  if (!profile.ownProfile) throw data('Not Found', { status: 404 });
  return { profile, draftKey: draftKey(session.id, profile.id) };
}

export async function action({ request, params }: ActionFunctionArgs): Promise<EditResult | Response> {
  const session = await requireSession(request);
  const form = await request.formData();
  const candidateId = candidateIdOf(params);
  try {
    await api('updateCandidateProfile', { params: { candidateId }, body: { ...candidateBody(form), ...editVersionOf(form) }, request });
  } catch (e) {
    const stale = await editConflict(e, form, candidateId, askedFields, request);
    if (stale) {
      // The form shows the newer version now; what was typed is listed beside it, not kept as a draft over it.
      clearDraft(draftKey(session.id, candidateId));
      return stale;
    }
    return failure(e, { fallback: "Couldn't save the candidate profile! Please try again." });
  }
  clearDraft(draftKey(session.id, candidateId));
  return redirect(withNotice<CandidateNotices>(paths.myProfile, 'candidateUpdated'));
}

export function Component() {
  const { profile, draftKey: formDraftKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="page cand-page">
      <h1>Edit Candidate Profile</h1>
      <TypedValues typed={result?.typed} />
      {/* A newer version (another member saved meanwhile) starts the fields again from it. */}
      <CandidateForm key={`${profile.id}.${profile.editVersion ?? 0}`} mode="edit" draftKey={formDraftKey} initial={profile} result={result} />
    </section>
  );
}
