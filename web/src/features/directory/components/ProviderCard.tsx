import { useId } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { directoryTexts, truncateDescription, type PublicServiceProvider } from '#shared/domain/classified.js';

/** A result card: title, subtitle, the description's first 20 characters (the spec), a sample's tag and View. */
export function ProviderCard({ provider: p, onView }: { provider: PublicServiceProvider; onView: (p: PublicServiceProvider) => void }) {
  const titleId = useId();
  return (
    <li className="provider-card">
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="provider-card-title">
          {p.serviceProviderTitle}
        </h3>
        {p.sample && <p className="provider-sample">{directoryTexts.sample}</p>}
        {p.serviceProviderSubTitle && <p className="provider-card-subtitle">{p.serviceProviderSubTitle}</p>}
        <p className="provider-card-description">{truncateDescription(p.serviceProviderDescription)}</p>
        {/* Named 'View' as the spec says; the card's heading (its label) tells which listing. */}
        <Button size="small" onClick={() => onView(p)}>
          View
        </Button>
      </article>
    </li>
  );
}
