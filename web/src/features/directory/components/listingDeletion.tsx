/**
 * Deleting an own listing, from List My Service and from the owner's view: a Delete button naming
 * the listing, the question first (Cancel sends nothing), then the call. The page says what
 * happened: it drops the listing on success, and shows the server's refusal otherwise.
 */
import { useState } from 'react';
import { directoryTexts, type OwnServiceProvider } from '#shared/domain/classified.js';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { Button } from '#web/components/plainControls';
import { api } from '#web/lib/api/client';
import { isApiError } from '#web/lib/api/apiErrors';
import { useConfirmedAction } from '#web/lib/useConfirmedAction';

/** One-off notices of the directory pages, carried in `?notice=` by a redirect (see components/Notice). */
export const listingNotices = { listingDeleted: directoryTexts.deleted } as const;
export type ListingNotices = typeof listingNotices;

type Listing = Pick<OwnServiceProvider, 'id' | 'serviceProviderTitle'>;

/**
 * The deletion's state: which listing is asked about, which one is being deleted, and the refusal.
 * `onStart` runs as the call starts (to clear an earlier outcome); `onGone` once the listing is no
 * longer there: deleted now, or (a 404) deleted already elsewhere, by another member of the family
 * or in another tab, whose message is still shown.
 */
export function useListingDeletion(onGone: (listing: Listing, deletedNow: boolean) => void, onStart?: () => void) {
  const action = useConfirmedAction(() => 'The listing could not be deleted. Please try again.');
  const [asked, setAsked] = useState<Listing | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  function confirm() {
    const listing = asked;
    if (!listing) return;
    onStart?.();
    setDeleting(listing.id);
    void action
      .run(
        async () => {
          try {
            await api('deleteServiceProvider', { params: { providerId: listing.id } });
          } catch (e) {
            if (isApiError(e) && e.status === 404) onGone(listing, false);
            throw e;
          }
        },
        () => onGone(listing, true),
      )
      .finally(() => setDeleting(null));
  }

  return {
    asked,
    deleting,
    refused: action.refused,
    ask: (listing: Listing) => {
      setAsked(listing);
      action.ask();
    },
    cancel: () => {
      action.cancel();
      setAsked(null);
    },
    confirm,
    open: action.asking && asked !== null,
  };
}

export type ListingDeletion = ReturnType<typeof useListingDeletion>;

/** The Delete button of one listing, named after it for screen readers. */
export function DeleteListingButton({ listing, deletion, small = false }: { listing: Listing; deletion: ListingDeletion; small?: boolean }) {
  const busy = deletion.deleting === listing.id;
  return (
    <Button
      size={small ? 'small' : undefined}
      colorTheme="error"
      aria-label={`Delete ${listing.serviceProviderTitle}`}
      isDisabled={busy}
      aria-busy={busy || undefined}
      onClick={() => deletion.ask(listing)}
    >
      Delete
    </Button>
  );
}

/** The question before a listing is deleted: what it means, and that it cannot be undone. */
export function DeleteListingDialog({ deletion }: { deletion: ListingDeletion }) {
  return (
    <ConfirmDialog
      open={deletion.open}
      title={directoryTexts.deleteQuestion}
      confirmLabel="Delete"
      danger
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    >
      <p>{deletion.asked ? directoryTexts.deleteBody(deletion.asked.serviceProviderTitle) : ''}</p>
    </ConfirmDialog>
  );
}
