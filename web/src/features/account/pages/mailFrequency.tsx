/**
 * /mailFrequency?token=…: the page a digest mail's frequency link opens, without signing in. As
 * with /unsubscribe, opening it changes nothing (mail scanners fetch every link in a mail): only
 * the button posts the token, and what it changed is said once the server has checked it.
 */
import { Form, Link, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { frequencyLabels, invalidFrequencyLink, mailTopicLabels, mailTopics, type FrequencyResult, type MailTopic } from '#shared/domain/user.js';
import { Actions, Alert, ButtonLink, SubmitButton } from '#web/components/forms';
import { api, isApiError } from '#web/lib/api/client';
import { paths, signinPath } from '#web/lib/paths';

type Result = { done: FrequencyResult } | { error: string; retry?: boolean };

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

/**
 * What the link asks for, read from the token's payload for display only: the server alone checks
 * the signature and expiry when the button is pressed. Undefined when the payload is unreadable.
 */
function requestedChange(token: string): { topic: string; frequency: string } | undefined {
  const payload = token.split('.')[0] ?? '';
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { topic, frequency } = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as Record<string, unknown>;
    if (!mailTopics.includes(topic as MailTopic) || typeof frequency !== 'string') return undefined;
    const label = frequencyLabels[topic as MailTopic][frequency as keyof (typeof frequencyLabels)[MailTopic]];
    return label ? { topic: mailTopicLabels[topic as MailTopic], frequency: label } : undefined;
  } catch {
    return undefined;
  }
}

export async function action({ request }: ActionFunctionArgs): Promise<Result> {
  const token = tokenOf(request.url);
  if (!token) return { error: invalidFrequencyLink };
  try {
    return { done: await api('changeMailFrequency', { params: { token }, request }) };
  } catch (e) {
    if (isApiError(e) && e.status >= 400 && e.status < 500) return { error: e.status === 422 ? invalidFrequencyLink : e.message };
    console.error(e);
    return { error: 'The change could not be made just now. Please try again in a moment.', retry: true };
  }
}

export function Component() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const hasToken = Boolean(params.get('token'));

  if (result && 'done' in result) {
    return (
      <section className="page page-narrow">
        <h1>E-mail Frequency Changed</h1>
        <Alert kind="success">
          <p>{result.done.message}</p>
        </Alert>
        <Actions>
          <ButtonLink to={paths.notifySettings}>Notification Settings</ButtonLink>
          <ButtonLink to={paths.home} variant="secondary">
            Home
          </ButtonLink>
        </Actions>
      </section>
    );
  }

  const error = result?.error ?? (hasToken ? undefined : invalidFrequencyLink);
  const canPost = hasToken && (!result || result.retry);
  const change = requestedChange(params.get('token') ?? '');
  return (
    <section className="page page-narrow">
      <h1>E-mail Frequency</h1>
      {error && (
        <Alert>
          <p>{error}</p>
        </Alert>
      )}
      {canPost ? (
        <>
          {change ? (
            <p>
              Change how often <strong>{change.topic}</strong> e-mails come to: <strong>{change.frequency}</strong>. You do not need
              to sign in.
            </p>
          ) : (
            <p>Change how often this kind of e-mail comes, as the link you followed says. You do not need to sign in.</p>
          )}
          <Form method="post">
            <Actions>
              <SubmitButton>Change Frequency</SubmitButton>
            </Actions>
          </Form>
          <p>
            You can also <Link to={paths.notifySettings}>sign in and choose your notification settings</Link>.
          </p>
        </>
      ) : (
        <Actions>
          <ButtonLink to={signinPath(paths.notifySettings)}>Sign In</ButtonLink>
        </Actions>
      )}
    </section>
  );
}
