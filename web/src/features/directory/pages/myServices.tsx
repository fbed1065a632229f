/**
 * /dashboard/myServices: List My Service — the member's own listings with their state, a way to add
 * one, and to delete one (after a question).
 */
import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@aws-amplify/ui-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { MAX_LISTINGS, directoryTexts } from '#shared/domain/classified.js';
import { Actions, Alert, ButtonLink } from '#web/components/forms';
import { Notice } from '#web/components/Notice';
import { api } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { listingState } from '#web/features/directory/listingState';
import { DeleteListingButton, DeleteListingDialog, listingNotices, useListingDeletion } from '#web/features/directory/components/listingDeletion';
import '#web/styles/directory.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const { items } = await api('getMyServiceProviders', { params: { userId: session.id }, request });
  return { items };
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  // Deleted here (or found deleted already): out of the list at once, without reloading it.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState('');
  const items = loaded.items.filter((p) => !gone.has(p.id));
  const deletion = useListingDeletion(
    (listing, deletedNow) => {
      setGone((g) => new Set(g).add(listing.id));
      if (deletedNow) setStatus(directoryTexts.deleted);
    },
    () => setStatus(''),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // The deleted listing's button is gone, or the refusal is news: the focus goes back to the top, where it is said.
  useEffect(() => {
    if (status || deletion.refused) heading.current?.focus();
  }, [status, deletion.refused]);

  return (
    <section className="page directory">
      <h1 ref={heading} tabIndex={-1}>
        {directoryTexts.listMyService}
      </h1>
      <div aria-live="polite">
        {deletion.refused ? (
          <Alert>
            <p>{deletion.refused}</p>
          </Alert>
        ) : status ? (
          <Alert kind="success">
            <p>{status}</p>
          </Alert>
        ) : (
          <Notice texts={listingNotices} />
        )}
      </div>
      <p className="cand-note">
        List the services your family offers the community (up to {MAX_LISTINGS}). A volunteer approves each new listing
        before it shows in the directory.
      </p>
      {items.length === 0 ? (
        <p>You have not listed a service yet.</p>
      ) : (
        <ul className="my-services" aria-label="My services">
          {items.map((p) => (
            <li key={p.id} className="my-service">
              <div>
                <p className="my-service-title">{p.serviceProviderTitle}</p>
                <p className="my-service-state">{listingState(p)}</p>
              </div>
              <div className="my-service-actions">
                <Link to={paths.myService(p.id)} className="amplify-button amplify-button--small">
                  View<VisuallyHidden> {p.serviceProviderTitle}</VisuallyHidden>
                </Link>
                <DeleteListingButton listing={p} deletion={deletion} small />
              </div>
            </li>
          ))}
        </ul>
      )}
      {/* At the limit the form could only be refused after it was filled in: said here instead. */}
      {items.length >= MAX_LISTINGS ? (
        <p className="cand-note">{directoryTexts.tooMany}</p>
      ) : (
        <Actions>
          <ButtonLink to={paths.newService}>List a service</ButtonLink>
        </Actions>
      )}
      <DeleteListingDialog deletion={deletion} />
    </section>
  );
}
