/**
 * /unsubscribe?token=…: the page a digest mail's visible link opens, without signing in. Opening it
 * changes nothing (mail scanners fetch every link in a mail): only the button posts the token.
 * Which mails it is about is said only once the server has checked the token.
 */
import { invalidUnsubscribeLink } from '#shared/domain/user.js';
import { api } from '#web/lib/api/client';
import { MailLinkPage, mailLinkAction } from '#web/features/account/components/MailLinkPage';

export const action = mailLinkAction({
  post: (token, request) => api('unsubscribe', { params: { token }, request }),
  invalid: invalidUnsubscribeLink,
  failure: 'The unsubscribe could not be done just now. Please try again in a moment.',
});

export function Component() {
  return (
    <MailLinkPage
      title="Unsubscribe"
      doneTitle="Unsubscribed"
      invalid={invalidUnsubscribeLink}
      submitLabel="Unsubscribe"
      intro={<p>Stop this kind of e-mail from the link you followed. You do not need to sign in.</p>}
    />
  );
}
