/**
 * /dashboard/myCandidateProfile/photoRequests: the families that asked to see all the family's
 * photos, newest first, each by its card (View opens Candidate Details), with Approve and Decline
 * while it waits, and Withdraw Approval once approved. The other family learns only 'not now'.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useActionData, useLoaderData, useNavigation, useSubmit, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { PhotoRequestView } from '#shared/domain/photoRequests.js';
import { photoAccessTexts } from '#shared/texts.js';
import { ActLines } from '#web/components/ActLines';
import { Actions, ButtonLink, FormMessages, formText } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { CandidateDetailsModal, ProfileCard, ProfileGrid } from '#web/features/familyProfile';
import { CandidateActions } from '#web/features/proposals';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const { items } = await api('getPhotoRequestList', { params: { userId: session.id }, request });
  return { userId: session.id, ownCandidateId: session.candidateId, items };
}

const operations = { approve: 'approvePhotoRequest', decline: 'declinePhotoRequest', withdraw: 'withdrawPhotoApproval' } as const;
type Intent = keyof typeof operations;

export async function action({ request }: ActionFunctionArgs): Promise<FormResult> {
  const session = await requireSession(request);
  const form = await request.formData();
  const intent = formText(form, 'intent') as Intent;
  const operation = operations[intent];
  if (!operation) return { ok: false, message: 'Please choose Approve, Decline or Withdraw Approval.' };
  try {
    const { message } = await api(operation, { params: { userId: session.id, requesterUserId: formText(form, 'requesterUserId') }, request });
    return { ok: true, message };
  } catch (e) {
    return failure(e, { fallback: 'The request could not be answered. Please try again.' });
  }
}

function RequestActions({ item, busy, onAnswer }: { item: PhotoRequestView; busy: boolean; onAnswer: (intent: Intent) => void }) {
  if (item.status === 'approved') {
    return (
      <Button size="small" isDisabled={busy} onClick={() => onAnswer('withdraw')}>
        {photoAccessTexts.withdraw}
      </Button>
    );
  }
  return (
    <>
      <Button size="small" variation="primary" isDisabled={busy} onClick={() => onAnswer('approve')}>
        {photoAccessTexts.approve}
      </Button>
      {item.status === 'pending' && (
        <Button size="small" isDisabled={busy} onClick={() => onAnswer('decline')}>
          {photoAccessTexts.decline}
        </Button>
      )}
    </>
  );
}

export function Component() {
  const { items, userId, ownCandidateId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submit = useSubmit();
  const busy = useNavigation().state !== 'idle';
  const [viewing, setViewing] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The answered card's buttons change: put focus back at the top, where the result is shown.
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);
  const answer = (item: PhotoRequestView) => (intent: Intent) => void submit({ intent, requesterUserId: item.requesterUserId }, { method: 'post' });

  return (
    <section className="page">
      <h1 ref={heading} tabIndex={-1}>
        {photoAccessTexts.listTitle}
      </h1>
      <FormMessages result={result} />
      {items.length === 0 ? (
        <p>{photoAccessTexts.listEmpty}</p>
      ) : (
        <ProfileGrid columns="search" label={photoAccessTexts.listTitle}>
          {items.map((item) => {
            const status = (
              <>
                <p className="proposal-status">
                  Status: <strong>{photoAccessTexts.statusLabels[item.status]}</strong>
                </p>
                <ActLines acts={item.acts} />
              </>
            );
            const actions = <RequestActions item={item} busy={busy} onAnswer={answer(item)} />;
            return item.candidateProfile ? (
              <ProfileCard key={item.requesterUserId} card={item.candidateProfile} onView={(c) => setViewing(c.id)} actions={actions}>
                {status}
              </ProfileCard>
            ) : (
              <article key={item.requesterUserId} className="profile-card" aria-label={photoAccessTexts.requesterHidden}>
                <p>{photoAccessTexts.requesterHidden}</p>
                {status}
                <div className="profile-card-actions">{actions}</div>
              </article>
            );
          })}
        </ProfileGrid>
      )}
      <Actions>
        <ButtonLink to={paths.myProfile} variant="secondary">
          My Candidate Profile
        </ButtonLink>
      </Actions>
      <CandidateDetailsModal
        candidateId={viewing}
        onClose={() => setViewing(null)}
        actions={
          viewing && (
            <CandidateActions
              userProfileId={userId}
              ownCandidateId={ownCandidateId}
              candidateId={viewing}
              saved={items.find((i) => i.candidateProfile?.id === viewing)?.candidateProfile?.saved ?? false}
              onBlocked={() => setViewing(null)}
            />
          )
        }
      />
    </section>
  );
}
