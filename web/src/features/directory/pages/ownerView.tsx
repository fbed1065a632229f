/**
 * /dashboard/myServices/{id}: the owner's view of a listing — all its fields, its state, Show in
 * Search and Last Updated; Back, Edit, and Enable/Disable behind the spec's question, which really
 * changes Show in Search; Delete behind its own question, back to List My Service.
 */
import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { directoryTexts, type OwnServiceProvider } from '#shared/domain/classified.js';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { withNotice } from '#web/components/Notice';
import { Actions, Alert, ButtonLink } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { lastUpdated } from '#web/features/candidate';
import { useConfirmedAction } from '#web/lib/useConfirmedAction';
import { ProviderDetails } from '#web/features/directory/components/ProviderDetails';
import { listingState } from '#web/features/directory/listingState';
import { DeleteListingButton, DeleteListingDialog, type ListingNotices, useListingDeletion } from '#web/features/directory/components/listingDeletion';
import '#web/styles/directory.css';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  return { provider: await api('getMyServiceProvider', { params: { providerId: params.providerId ?? '' }, request }) };
}

/** Not in the directory for want of a volunteer's approval (new, rejected or hidden), whatever the owner chose. */
const awaitsApproval = (p: OwnServiceProvider) => p.status !== 'approved' && !(p.status === 'pending' && p.approved);

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const [provider, setProvider] = useState(loaded.provider);
  const toggle = useConfirmedAction(() => 'The listing could not be changed. Please try again.');
  const shown = provider.serviceProviderDisplayFlag;
  const navigate = useNavigate();
  // Deleted already elsewhere: the refusal says so here, where the member pressed Delete.
  const deletion = useListingDeletion((_listing, deletedNow) => {
    if (deletedNow) void navigate(withNotice<ListingNotices>(paths.myServices, 'listingDeleted'));
  });

  function changeDisplay() {
    let changed = provider;
    void toggle.run(
      async () => {
        changed = await api('manageServiceProviderDisplay', {
          params: { providerId: provider.id },
          body: { serviceProviderDisplayFlag: !shown },
        });
      },
      () => setProvider(changed),
    );
  }

  return (
    <section className="page directory">
      <h1>{provider.serviceProviderTitle}</h1>
      {provider.status === 'pending' ? (
        <Alert kind="info">
          <p>{provider.approved ? directoryTexts.changePending : directoryTexts.pending}</p>
        </Alert>
      ) : (
        <p className="my-service-state">{listingState(provider)}</p>
      )}
      <ProviderDetails
        provider={provider}
        extra={[
          // The owner's choice, which the directory follows only once a volunteer has approved the listing.
          ['Show in Search', shown ? (awaitsApproval(provider) ? `${directoryTexts.shown}, once a volunteer approves it` : directoryTexts.shown) : directoryTexts.notShown],
          ['Last Updated', lastUpdated(provider.updatedDate)],
        ]}
      />
      <div aria-live="polite">
        {(toggle.refused || deletion.refused) && (
          <Alert>
            <p>{toggle.refused || deletion.refused}</p>
          </Alert>
        )}
      </div>
      <Actions>
        <ButtonLink to={paths.myServices} variant="secondary">
          Back
        </ButtonLink>
        <ButtonLink to={paths.editService(provider.id)}>Edit</ButtonLink>
        <Button onClick={toggle.ask} isLoading={toggle.busy}>
          {shown ? 'Disable' : 'Enable'}
        </Button>
        <DeleteListingButton listing={provider} deletion={deletion} />
      </Actions>
      <DeleteListingDialog deletion={deletion} />
      <ConfirmDialog
        open={toggle.asking}
        title={shown ? 'Disable this listing' : 'Enable this listing'}
        onConfirm={changeDisplay}
        onCancel={toggle.cancel}
      >
        <p>{directoryTexts.statusQuestion}</p>
      </ConfirmDialog>
    </section>
  );
}
