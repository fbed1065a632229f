import type { ProposalView } from '#shared/domain/proposals.js';

type Contact = NonNullable<ProposalView['contact']>;

/** The number as a tel: link and wa.me want it: '+' and digits for a call, digits only for WhatsApp. */
export const dialable = (contact: Pick<Contact, 'contactPhoneCountryCode' | 'contactPhoneNumber'>) =>
  `${contact.contactPhoneCountryCode}${contact.contactPhoneNumber}`.replace(/[^\d+]/g, '');

/**
 * The other family's contact details, unmasked once both families said yes (the server sends them
 * only then), with Call, WhatsApp and E-mail as large buttons: a phone opens its dialler, WhatsApp
 * or mail app straight away. Each names the family's contact, as a card list has several.
 */
export function ContactBlock({ contact }: { contact: Contact }) {
  const phone = `${contact.contactPhoneCountryCode} ${contact.contactPhoneNumber}`.trim();
  const number = dialable(contact);
  const whom = contact.contactPersonName;
  return (
    <div className="proposal-contact">
      <dl aria-label="Contact details">
        <dt>Contact Person</dt>
        <dd>{whom}</dd>
        <dt>Phone</dt>
        <dd>{phone}</dd>
        <dt>E-mail</dt>
        <dd>{contact.email}</dd>
      </dl>
      <ul className="contact-buttons" aria-label={`Get in touch with ${whom}`}>
        <li>
          <a className="amplify-button amplify-button--primary" href={`tel:${number}`} aria-label={`Call ${whom}`}>
            Call
          </a>
        </li>
        <li>
          <a
            className="amplify-button"
            href={`https://wa.me/${number.replace(/\D/g, '')}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${whom}`}
          >
            WhatsApp
          </a>
        </li>
        <li>
          <a className="amplify-button" href={`mailto:${contact.email}`} aria-label={`E-mail ${whom}`}>
            E-mail
          </a>
        </li>
      </ul>
    </div>
  );
}
