import { useEffect, useRef, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useRevalidator } from 'react-router';
import type { ListingStatus, ModeratedListing } from '#shared/domain/classified.js';
import { api, errorsFor, isApiError } from '#web/lib/api/client';
import { useFailureText } from '#web/lib/useFailureText';
import { ListingCard } from './ListingCard';
import { ReasonDialog } from './ReasonDialog';

type Action = 'approve' | 'reject' | 'hide';
/** What each state offers: approve anything not approved; reject what waits; hide anything not hidden. */
const actionsFor: Record<ListingStatus, Action[]> = {
  pending: ['approve', 'reject', 'hide'],
  approved: ['hide'],
  rejected: ['approve', 'hide'],
  hidden: ['approve'],
};
const labels: Record<Action, string> = { approve: 'Approve', reject: 'Reject', hide: 'Hide' };
const done: Record<Action, string> = { approve: 'approved', reject: 'rejected', hide: 'hidden' };
const asking: Record<'reject' | 'hide', string> = {
  reject: 'The owner is mailed this reason. A new listing does not show in the directory; a change to an approved one is set aside, and the approved version stays.',
  hide: 'The listing leaves the directory. Say why, for the owner and the audit trail.',
};

/**
 * One state's listings with its actions. Approve acts at once; Reject and Hide ask for a reason in a
 * dialog (the server's 422 message shows under the field). A listing acted on leaves the list and the
 * polite status says what happened; the page's data is then reloaded so the Pending count follows.
 * A refusal (a 409: another volunteer got there first, or the owner changed the listing since it was
 * shown) shows the server's own message, and the list is read again so the card shows what is there now.
 * An approval names the version the card shows: the server approves only that one.
 */
/** `categories`: each category's place ('Weddings › Caterers') by its id. */
export function ListingModeration({ state, items, categories }: { state: ListingStatus; items: ModeratedListing[]; categories: Record<string, string> }) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ action: 'reject' | 'hide'; listing: ModeratedListing } | null>(null);
  const [reasonErrors, setReasonErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [refused, setRefused] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const refusedRef = useRef<HTMLParagraphElement>(null);
  const revalidator = useRevalidator();
  const failureText = useFailureText();

  // The acted-on card and its button are gone: focus the status (after any dialog has closed).
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  // A refusal (a 409: another volunteer acted, or the listing changed) is read first, not left behind the button.
  useEffect(() => {
    if (refused) refusedRef.current?.focus();
  }, [refused]);

  async function act(action: Action, listing: ModeratedListing, reason?: string) {
    setBusy(listing.id);
    setRefused('');
    setNotice('');
    const params = { providerId: listing.id };
    try {
      if (action === 'approve') await api('approveListing', { params, body: { version: listing.version } });
      else await api(action === 'reject' ? 'rejectListing' : 'hideListing', { params, body: { reason: reason ?? '' } });
      setDialog(null);
      setRemoved((r) => new Set(r).add(listing.id));
      setNotice(`“${listing.serviceProviderTitle}” ${done[action]}.`);
      void revalidator.revalidate();
    } catch (e) {
      const fieldMessages = errorsFor(e, 'reason');
      if (dialog && isApiError(e) && e.status === 422 && fieldMessages.length) {
        setReasonErrors(fieldMessages);
        return;
      }
      setDialog(null);
      const text = failureText(e, `The listing could not be ${done[action]}. Please try again.`);
      if (text) setRefused(text);
      if (isApiError(e) && e.status === 409) void revalidator.revalidate();
    } finally {
      setBusy(null);
    }
  }

  const shown = items.filter((l) => !removed.has(l.id));
  return (
    <>
      <p ref={noticeRef} tabIndex={-1} role="status" className="console-notice">
        {notice}
      </p>
      <p ref={refusedRef} tabIndex={-1} role="alert" className="console-error">
        {refused}
      </p>
      {shown.length === 0 ? (
        <p>No listings here.</p>
      ) : (
        <ul className="console-listings" aria-label="Listings">
          {shown.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} categories={categories}>
                {actionsFor[state].map((action) => (
                  <Button
                    key={action}
                    size="small"
                    variation={action === 'approve' ? 'primary' : undefined}
                    aria-label={`${labels[action]} ${listing.serviceProviderTitle}`}
                    isDisabled={busy === listing.id}
                    onClick={() => {
                      if (action === 'approve') void act('approve', listing);
                      else {
                        setReasonErrors([]);
                        setDialog({ action, listing });
                      }
                    }}
                  >
                    {labels[action]}
                  </Button>
                ))}
              </ListingCard>
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog
        open={dialog !== null}
        title={dialog ? `${labels[dialog.action]} “${dialog.listing.serviceProviderTitle}”` : 'Reason'}
        intro={dialog ? asking[dialog.action] : ''}
        confirmLabel={dialog ? labels[dialog.action] : 'OK'}
        busy={busy !== null}
        errors={reasonErrors}
        onSubmit={(reason) => dialog && void act(dialog.action, dialog.listing, reason)}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
