/**
 * /mailFrequency?token=…: the page a digest mail's frequency link opens, without signing in. As
 * with /unsubscribe, opening it changes nothing (mail scanners fetch every link in a mail): only
 * the button posts the token, and what it changed is said once the server has checked it.
 */
import { useSearchParams } from 'react-router';
import { frequencyLabels, invalidFrequencyLink, mailTopicLabels, mailTopics, type MailTopic } from '#shared/domain/user.js';
import { api } from '#web/lib/api/client';
import { MailLinkPage, mailLinkAction, mailLinkPayload } from '#web/features/account/components/MailLinkPage';

/** What the link asks for, from the token's payload (for display only); undefined when it names no known change. */
function requestedChange(token: string): { topic: string; frequency: string } | undefined {
  const { topic, frequency } = mailLinkPayload(token);
  if (!mailTopics.includes(topic as MailTopic) || typeof frequency !== 'string') return undefined;
  const label = frequencyLabels[topic as MailTopic][frequency as keyof (typeof frequencyLabels)[MailTopic]];
  return label ? { topic: mailTopicLabels[topic as MailTopic], frequency: label } : undefined;
}

export const action = mailLinkAction({
  post: (token, request) => api('changeMailFrequency', { params: { token }, request }),
  invalid: invalidFrequencyLink,
  failure: 'The change could not be made just now. Please try again in a moment.',
});

export function Component() {
  const [params] = useSearchParams();
  const change = requestedChange(params.get('token') ?? '');
  return (
    <MailLinkPage
      title="E-mail Frequency"
      doneTitle="E-mail Frequency Changed"
      invalid={invalidFrequencyLink}
      submitLabel="Change Frequency"
      intro={
        change ? (
          <p>
            Change how often <strong>{change.topic}</strong> e-mails come to: <strong>{change.frequency}</strong>. You do not need to
            sign in.
          </p>
        ) : (
          <p>Change how often this kind of e-mail comes, as the link you followed says. You do not need to sign in.</p>
        )
      }
    />
  );
}
