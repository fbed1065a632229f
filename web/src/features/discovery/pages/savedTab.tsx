/**
 * /dashboard/savedProfiles: the Saved Profiles tab. The member's saved list, newest first, as the
 * same cards with View, Propose and Remove (proposing takes the profile off the list, as the spec
 * says); a profile that was disabled or hidden since says it is no
 * longer available (the server sends no details of it) and can still be removed.
 */
import { useRef, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { NO_LONGER_AVAILABLE, type SavedProfile } from '#shared/domain/search.js';
import { Alert } from '#web/components/forms';
import { api, isApiError } from '#web/lib/api/client';
import { CandidateDetailsModal, ProfileCard, ProfileGrid } from '#web/features/familyProfile';
import { useBlockingInList } from '#web/features/blocking';
import { CandidateActions, ProposeOrStanding } from '#web/features/proposals';
import { paths } from '#web/lib/paths';
import { storedSession } from '#web/lib/storedSession';
import { useFailureText } from '#web/lib/useFailureText';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = storedSession(request);
  try {
    const { items } = await api('getUserSavedProfileList', { params: { userId: session.id }, request });
    return { items, failed: null, session };
  } catch (e) {
    if (e instanceof Response) throw e;
    // The view gate's 403 speaks for itself (the tab frame shows the gate in its place anyway).
    if (isApiError(e) && e.status === 403) return { items: [], failed: e.message, session };
    throw e;
  }
}

function RemoveButton({ item, onRemoved }: { item: SavedProfile; onRemoved: (item: SavedProfile, error?: string) => void }) {
  const [busy, setBusy] = useState(false);
  const failureText = useFailureText();
  const name = item.candidateProfile?.firstName;
  return (
    <Button
      size="small"
      isDisabled={busy}
      aria-busy={busy || undefined}
      // Several Remove buttons on the page: each names whose profile it removes.
      aria-label={name ? `Remove ${name}` : 'Remove the profile that is no longer available'}
      onClick={() => {
        setBusy(true);
        api('removeUserSavedProfile', { params: { id: item.id } })
          .then(() => onRemoved(item))
          .catch((e: unknown) => {
            setBusy(false);
            const text = failureText(e, 'The profile could not be removed. Please try again.');
            if (text) onRemoved(item, text);
          });
      }}
    >
      Remove
    </Button>
  );
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const [items, setItems] = useState(loaded.items);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const failureText = useFailureText();
  const { session } = loaded;

  const onRemoved = (item: SavedProfile, error?: string) => {
    if (error) {
      setNotice({ text: error, error: true });
      return;
    }
    setItems((list) => list.filter((i) => i.id !== item.id));
    const name = item.candidateProfile?.firstName ?? 'The profile';
    setNotice({ text: `${name} was removed from your list.`, error: false });
    // The card and its button are gone: focus goes back to the list's heading.
    headingRef.current?.focus();
  };

  // The proposal is sent (its button said so): the profile leaves the saved list, and the modal closes with its card.
  const onProposed = (item: SavedProfile) => {
    const name = item.candidateProfile?.firstName ?? 'the family';
    setViewing(null);
    api('removeUserSavedProfile', { params: { id: item.id } })
      .then(() => {
        setItems((list) => list.filter((i) => i.id !== item.id));
        setNotice({ text: `Your proposal to ${name} is sent; the profile left your saved list.`, error: false });
        headingRef.current?.focus();
      })
      .catch((e: unknown) => {
        const text = failureText(e, `Your proposal to ${name} is sent, but the profile could not be removed from your list.`);
        if (text) setNotice({ text, error: true });
      });
  };
  const proposeButton = (item: SavedProfile) =>
    session.candidateId && (
      <ProposeOrStanding
        userProfileId={session.id}
        fromCandidateId={session.candidateId}
        toCandidateId={item.candidateId}
        onProposed={() => onProposed(item)}
      />
    );
  const viewed = items.find((i) => i.candidateId === viewing);
  // Blocked from the modal: the modal closes and the profile leaves the list (the server keeps it out from now on).
  const blocking = useBlockingInList((candidateId) => {
    setViewing(null);
    setItems((list) => list.filter((i) => i.candidateId !== candidateId));
  });

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Saved Profiles
      </h2>
      {loaded.failed && (
        <Alert kind="info">
          <p>{loaded.failed}</p>
        </Alert>
      )}
      <p role="status" className={notice?.error ? 'save-message save-message--error' : 'cand-note'}>
        {notice?.text}
      </p>
      {blocking.notice}
      {!loaded.failed && items.length === 0 && (
        <p>
          Your saved list is empty. Find families in <Link to={paths.searchProfiles()}>Search Profiles</Link> and keep the
          ones you like with Save To My List.
        </p>
      )}
      {items.length > 0 && (
        <ProfileGrid columns="search" label="Your saved profiles">
          {items.map((item) =>
            item.candidateProfile ? (
              <ProfileCard
                key={item.id}
                card={{ ...item.candidateProfile, saved: true }}
                onView={(card) => setViewing(card.id)}
                actions={
                  <>
                    {proposeButton(item)}
                    <RemoveButton item={item} onRemoved={onRemoved} />
                  </>
                }
              />
            ) : (
              <article key={item.id} className="profile-card" aria-label="A saved profile that is no longer available">
                <p className="profile-card-unavailable">{NO_LONGER_AVAILABLE}</p>
                <div className="profile-card-actions">
                  <RemoveButton item={item} onRemoved={onRemoved} />
                </div>
              </article>
            ),
          )}
        </ProfileGrid>
      )}
      <CandidateDetailsModal
        candidateId={viewing}
        onClose={() => setViewing(null)}
        actions={
          viewed && (
            <CandidateActions
              userProfileId={session.id}
              ownCandidateId={session.candidateId}
              candidateId={viewed.candidateId}
              saved
              onProposed={() => onProposed(viewed)}
              onBlocked={blocking.onBlocked}
            />
          )
        }
      />
    </>
  );
}
