import type { ProposalView } from '#shared/domain/proposals.js';

type Contact = NonNullable<ProposalView['contact']>;

/** The other family's contact details, unmasked once both families said yes (the server sends them only then). */
export function ContactBlock({ contact }: { contact: Contact }) {
  const phone = `${contact.contactPhoneCountryCode} ${contact.contactPhoneNumber}`.trim();
  return (
    <dl className="proposal-contact" aria-label="Contact details">
      <dt>Contact Person</dt>
      <dd>{contact.contactPersonName}</dd>
      <dt>Phone</dt>
      <dd>
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
      </dd>
      <dt>E-mail</dt>
      <dd>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </dd>
    </dl>
  );
}
