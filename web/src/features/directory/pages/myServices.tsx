/** /dashboard/myServices: List My Service — the member's own listings with their state, and a way to add one. */
import { VisuallyHidden } from '@aws-amplify/ui-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { MAX_LISTINGS, directoryTexts } from '#shared/domain/classified.js';
import { Actions, ButtonLink } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { listingState } from '#web/features/directory/listingState';
import '#web/styles/directory.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const { items } = await api('getMyServiceProviders', { params: { userId: session.id }, request });
  return { items };
}

export function Component() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <section className="page directory">
      <h1>{directoryTexts.listMyService}</h1>
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
              <Link to={paths.myService(p.id)} className="amplify-button amplify-button--small">
                View<VisuallyHidden> {p.serviceProviderTitle}</VisuallyHidden>
              </Link>
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
    </section>
  );
}
