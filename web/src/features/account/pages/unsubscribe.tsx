/**
 * /unsubscribe?token=…: the page a digest mail's visible link opens, without signing in. Opening it
 * changes nothing (mail scanners fetch every link in a mail): only the button posts the token.
 * What pressing it stops is read from the token for display only (the server checks it on the press).
 */
import { useSearchParams } from 'react-router';
import { invalidUnsubscribeLink, isDigestFlag, unsubscribeStops } from '#shared/domain/user.js';
import { api } from '#web/lib/api/client';
import { MailLinkPage, mailLinkAction, mailLinkPayload } from '#web/features/account/components/MailLinkPage';

export const action = mailLinkAction({
  post: (token, request) => api('unsubscribe', { params: { token }, request }),
  invalid: invalidUnsubscribeLink,
  failure: 'The unsubscribe could not be done just now. Please try again in a moment.',
});

/** What the link would stop, from the token's payload (for display only); undefined when it names no digest. */
function stopsOf(token: string): string | undefined {
  const { flag } = mailLinkPayload(token);
  return isDigestFlag(flag) ? unsubscribeStops[flag] : undefined;
}

export function Component() {
  const [params] = useSearchParams();
  const stops = stopsOf(params.get('token') ?? '');
  return (
    <MailLinkPage
      title="Unsubscribe"
      doneTitle="Unsubscribed"
      invalid={invalidUnsubscribeLink}
      submitLabel="Unsubscribe"
      intro={
        <p>
          {stops ? `Unsubscribing stops ${stops}.` : 'Stop this kind of e-mail from the link you followed.'} You do not need to sign in.
        </p>
      }
    />
  );
}
