/**
 * The public pages a digest mail's signed links open without signing in (/unsubscribe,
 * /mailFrequency). Opening one changes nothing (mail scanners fetch every link in a mail): only the
 * button posts the token, and what it changed is said once the server has checked it.
 */
import type { ReactNode } from 'react';
import { Form, Link, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { Actions, Alert, ButtonLink, SubmitButton } from '#web/components/forms';
import { isApiError } from '#web/lib/api/client';
import { readSession } from '#web/lib/session';
import { paths, signinPath } from '#web/lib/paths';

/** `retry`: the server could not be reached or failed; the link itself may be fine. */
/**
 * A mail link token's payload (base64url JSON before the dot), read for display only: the server
 * alone checks the signature and expiry when the button is pressed. Empty when it is unreadable.
 */
export function mailLinkPayload(token: string): Record<string, unknown> {
  try {
    const bytes = atob((token.split('.')[0] ?? '').replace(/-/g, '+').replace(/_/g, '/'));
    const payload: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(bytes, (c) => c.charCodeAt(0))));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export type MailLinkResult = { done: { message: string } } | { error: string; retry?: boolean };

interface MailLinkAction {
  /** Posts the link's token; the server's answer says what it changed. */
  post: (token: string, request: Request) => Promise<{ message: string }>;
  /** Said for a link without a token, or one the server refuses as forged or expired (422). */
  invalid: string;
  /** Said when the server failed or could not be reached. */
  failure: string;
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

/** The page's route action: posts the token from the page's own URL. */
export function mailLinkAction({ post, invalid, failure }: MailLinkAction) {
  return async ({ request }: ActionFunctionArgs): Promise<MailLinkResult> => {
    const token = tokenOf(request.url);
    if (!token) return { error: invalid };
    try {
      return { done: await post(token, request) };
    } catch (e) {
      if (isApiError(e) && e.status >= 400 && e.status < 500) return { error: e.status === 422 ? invalid : e.message };
      console.error(e);
      return { error: failure, retry: true };
    }
  };
}

interface MailLinkPageProps {
  title: string;
  doneTitle: string;
  /** Said when the link has no token (as the action says it for a refused one). */
  invalid: string;
  submitLabel: string;
  /** What pressing the button will do, above it. */
  intro: ReactNode;
}

export function MailLinkPage({ title, doneTitle, invalid, submitLabel, intro }: MailLinkPageProps) {
  const result = useActionData<MailLinkResult>();
  const [params] = useSearchParams();
  const hasToken = Boolean(params.get('token'));

  if (result && 'done' in result) {
    return (
      <section className="page page-narrow">
        <h1>{doneTitle}</h1>
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

  const error = result?.error ?? (hasToken ? undefined : invalid);
  const canPost = hasToken && (!result || result.retry);
  // Followed from a mail forwarded, or opened in a browser where another family is signed in: the
  // button changes the e-mails of the person the mail went to, which the page says.
  const signedIn = readSession();
  const linkFamily = hasToken ? mailLinkPayload(params.get('token') ?? '').userId : undefined;
  const someoneElses = Boolean(signedIn && typeof linkFamily === 'string' && linkFamily !== signedIn.id);
  return (
    <section className="page page-narrow">
      <h1>{title}</h1>
      {error && (
        <Alert>
          <p>{error}</p>
        </Alert>
      )}
      {canPost ? (
        <>
          {someoneElses && signedIn && (
            <Alert kind="info">
              <p>
                You are signed in as {signedIn.firstName}, but this link came in a mail to someone of another family: it changes their
                e-mails, not yours.
              </p>
            </Alert>
          )}
          {intro}
          <Form method="post">
            <Actions>
              <SubmitButton>{submitLabel}</SubmitButton>
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
