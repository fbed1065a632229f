import type { ReactNode } from 'react';
import type { OwnServiceProvider } from '#shared/domain/classified.js';
import { dayOf } from '../texts';

/**
 * What a volunteer needs to judge a listing: everything its owner entered, as plain text (the
 * website too — never a link a volunteer might follow before judging it), its dates and any reason
 * given earlier; `children` are the actions.
 */
export function ListingCard({ listing, children }: { listing: OwnServiceProvider; children: ReactNode }) {
  const phone = `${listing.serviceProviderPhoneCountryCode} ${listing.serviceProviderPhone}`.trim();
  return (
    <article className="console-listing" aria-labelledby={`listing-${listing.id}`}>
      <h3 id={`listing-${listing.id}`}>{listing.serviceProviderTitle}</h3>
      {listing.serviceProviderSubTitle && <p className="console-listing-subtitle">{listing.serviceProviderSubTitle}</p>}
      <p className="console-listing-description">{listing.serviceProviderDescription}</p>
      <dl className="console-fields">
        <dt>Contact person</dt>
        <dd>{listing.serviceProviderContactName}</dd>
        <dt>Phone</dt>
        <dd>{phone}</dd>
        <dt>E-mail</dt>
        <dd>{listing.serviceProviderEmail}</dd>
        <dt>Website</dt>
        <dd>{listing.serviceProviderWebsite || '—'}</dd>
        <dt>Created</dt>
        <dd>{dayOf(listing.createdDate)}</dd>
        {listing.statusReason && (
          <>
            <dt>Reason given</dt>
            <dd>{listing.statusReason}</dd>
          </>
        )}
      </dl>
      <div className="console-listing-actions">{children}</div>
    </article>
  );
}
