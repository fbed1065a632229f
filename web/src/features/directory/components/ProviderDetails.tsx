import type { ReactNode } from 'react';
import { VisuallyHidden } from '@aws-amplify/ui-react';
import type { PublicServiceProvider } from '#shared/domain/classified.js';

/** Digits only: a `tel:` link dials what the visitor sees (+1 416 555 0100 → tel:+14165550100). */
const telHref = (countryCode: string, phone: string) => `tel:+${`${countryCode}${phone}`.replace(/\D/g, '')}`;

const withPlus = (countryCode: string) => (countryCode.startsWith('+') ? countryCode : `+${countryCode}`);

/** The server refuses any other scheme; checked again so a stray value never becomes a link. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/**
 * A listing's fields as the spec's 'Service Provider Details' lists them: title, subtitle, the full
 * description, contact person, phone with its country code, e-mail and website. `extra` rows (the
 * owner's Show in Search, Last Updated) follow.
 */
export function ProviderDetails({ provider: p, extra = [] }: { provider: PublicServiceProvider; extra?: [string, ReactNode][] }) {
  const phone = `${withPlus(p.serviceProviderPhoneCountryCode)} ${p.serviceProviderPhone}`;
  const rows: [string, ReactNode][] = [
    ['Title', p.serviceProviderTitle],
    ['Subtitle', p.serviceProviderSubTitle || '—'],
    ['Description', <span className="provider-description">{p.serviceProviderDescription}</span>],
    ['Contact Person', p.serviceProviderContactName],
    ['Phone', <a href={telHref(p.serviceProviderPhoneCountryCode, p.serviceProviderPhone)}>{phone}</a>],
    ['E-mail', <a href={`mailto:${p.serviceProviderEmail}`}>{p.serviceProviderEmail}</a>],
    [
      'Website',
      isWebLink(p.serviceProviderWebsite) ? (
        <a href={p.serviceProviderWebsite} target="_blank" rel="noopener noreferrer">
          {p.serviceProviderWebsite}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      ) : (
        '—'
      ),
    ],
    ...extra,
  ];
  return (
    <dl className="details provider-details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
