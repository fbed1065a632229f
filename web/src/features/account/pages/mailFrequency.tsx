/**
 * /mailFrequency?token=…: the page a digest mail's frequency link opens, without signing in. As
 * with /unsubscribe, opening it changes nothing (mail scanners fetch every link in a mail): only
 * the button posts the token, and what it changed is said once the server has checked it.
 */
import { Form, Link, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { invalidFrequencyLink, type FrequencyResult } from '#shared/domain/user.js';
import { Actions, Alert, ButtonLink, SubmitButton } from '#web/components/forms';
import { api, isApiError } from '#web/lib/api/client';
import { paths, signinPath } from '#web/lib/paths';

type Result = { done: FrequencyResult } | { error: string; retry?: boolean };

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

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
          <p>Change how often this kind of e-mail comes, as the link you followed says. You do not need to sign in.</p>
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
