/**
 * The banner of a family whose address SES reported undeliverable (a hard bounce or a complaint):
 * rishta sends it no mail until the address changes. The session says so (`undeliverableEmail`,
 * read fresh from the server); the links go where the family sees its address, and to Change E-mail.
 */
import { Link } from 'react-router';
import { emailChangeTexts, undeliverableMailText } from '#shared/texts.js';
import { paths } from '#web/lib/paths';
import { Alert } from './plainControls';

const SETTINGS = 'User Settings';

export function UndeliverableMailBanner({ address }: { address: string | undefined }) {
  if (!address) return null;
  // The text's last words become the link to them, so the banner reads exactly as the text.
  const [before = '', after = ''] = undeliverableMailText(address).split(SETTINGS);
  return (
    <Alert kind="error">
      {/* A long address may break anywhere on a phone. */}
      <p className="address">
        {before}
        <Link to={paths.userSettings}>{SETTINGS}</Link>
        {after}
      </p>
      {/* The way to fix it: a new address, confirmed by a code mailed to it. */}
      <p>
        <Link to={paths.changeEmail}>{emailChangeTexts.title}</Link>
      </p>
    </Alert>
  );
}
