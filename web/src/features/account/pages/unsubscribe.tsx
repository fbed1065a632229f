/**
 * /unsubscribe?token=…: the page a digest mail's visible link opens, without signing in. Opening it
 * changes nothing (mail scanners fetch every link in a mail): only the button posts the token.
 * Which mails it is about is said only once the server has checked the token.
 */
import { Form, Link, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { invalidUnsubscribeLink, type UnsubscribeResult } from '#shared/domain/user.js';
import { Actions, Alert, ButtonLink, SubmitButton } from '#web/components/forms';
import { api, isApiError } from '#web/lib/api/client';
import { paths, signinPath } from '#web/lib/paths';

/** `retry`: the server could not be reached or failed; the link itself may be fine. */
type Result = { done: UnsubscribeResult } | { error: string; retry?: boolean };

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

export async function action({ request }: ActionFunctionArgs): Promise<Result> {
  const token = tokenOf(request.url);
  if (!token) return { error: invalidUnsubscribeLink };
  try {
    return { done: await api('unsubscribe', { params: { token }, request }) };
  } catch (e) {
    if (isApiError(e) && e.status >= 400 && e.status < 500) return { error: e.status === 422 ? invalidUnsubscribeLink : e.message };
    console.error(e);
    return { error: 'The unsubscribe could not be done just now. Please try again in a moment.', retry: true };
  }
}

export function Component() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const hasToken = Boolean(params.get('token'));

  if (result && 'done' in result) {
    return (
      <section className="page page-narrow">
        <h1>Unsubscribed</h1>
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

  const error = result?.error ?? (hasToken ? undefined : invalidUnsubscribeLink);
  const canPost = hasToken && (!result || result.retry);
  return (
    <section className="page page-narrow">
      <h1>Unsubscribe</h1>
      {error && (
        <Alert>
          <p>{error}</p>
        </Alert>
      )}
      {canPost ? (
        <>
          <p>Stop this kind of e-mail from the link you followed. You do not need to sign in.</p>
          <Form method="post">
            <Actions>
              <SubmitButton>Unsubscribe</SubmitButton>
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
