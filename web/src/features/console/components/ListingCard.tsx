import type { ReactNode } from 'react';
import { approvedFields, type OwnServiceProvider } from '#shared/domain/classified.js';
import { dayOf } from '#web/features/console/texts';

type ComparedField = Exclude<(typeof approvedFields)[number], 'updatedDate'>;

/** A label for every approved field (the record's type makes a field added there need one here). */
const comparedLabels: Record<ComparedField, string> = {
  serviceProviderTitle: 'Title', serviceProviderSubTitle: 'Subtitle', serviceProviderDescription: 'Description',
  serviceProviderContactName: 'Contact person', serviceProviderPhoneCountryCode: 'Country code', serviceProviderPhone: 'Phone',
  serviceProviderEmail: 'E-mail', serviceProviderWebsite: 'Website',
};
const compared = approvedFields.filter((f): f is ComparedField => f !== 'updatedDate').map((f) => [f, comparedLabels[f]] as const);

/** The fields an owner changed since the approved version, with what the directory still shows. */
const changesOf = (l: OwnServiceProvider) =>
  l.approved ? compared.filter(([f]) => l[f] !== l.approved![f]).map(([f, label]) => ({ label, was: l.approved![f] })) : [];

/** A category's place by its id; one removed or renamed away since is named as unknown. */
const categoryOf = (categories: Record<string, string>, id: string | undefined) => (id && categories[id]) || 'A category no longer in the directory';

/**
 * What a volunteer needs to judge a listing: everything its owner entered, as plain text (the
 * website too — never a link a volunteer might follow before judging it), its dates and any reason
 * given earlier, the domain and category it is listed under, and for a change to an approved listing,
 * what the directory shows until it is approved; `children` are the actions.
 */
export function ListingCard({ listing, categories, children }: { listing: OwnServiceProvider; categories: Record<string, string>; children: ReactNode }) {
  const phone = `${listing.serviceProviderPhoneCountryCode} ${listing.serviceProviderPhone}`.trim();
  const changes = changesOf(listing);
  // Copies from before the category was kept name none: no move to tell of.
  const moved = !!listing.approved?.subCategoryId && listing.approved.subCategoryId !== listing.subCategoryId;
  return (
    <article className="console-listing" aria-labelledby={`listing-${listing.id}`}>
      <h3 id={`listing-${listing.id}`}>{listing.serviceProviderTitle}</h3>
      {listing.serviceProviderSubTitle && <p className="console-listing-subtitle">{listing.serviceProviderSubTitle}</p>}
      <p className="console-listing-description">{listing.serviceProviderDescription}</p>
      <dl className="console-fields">
        <dt>Listed under</dt>
        <dd>{categoryOf(categories, listing.subCategoryId)}</dd>
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
      {listing.approved && listing.status === 'pending' && (
        <section className="console-listing-changes" aria-label="Approved version">
          <h4>A change to an approved listing: the directory shows the approved version until you approve this one</h4>
          {moved && (
            <p>
              The category changed (approved: {categoryOf(categories, listing.approved.subCategoryId)}): the directory keeps the listing in the
              approved category until you approve this one.
            </p>
          )}
          {changes.length ? (
            <dl className="console-fields">
              {changes.map((c) => (
                <div key={c.label}>
                  <dt>{c.label} approved</dt>
                  <dd>{c.was || '—'}</dd>
                </div>
              ))}
            </dl>
          ) : (
            !moved && <p>No public field changed.</p>
          )}
        </section>
      )}
      <div className="console-listing-actions">{children}</div>
    </article>
  );
}
