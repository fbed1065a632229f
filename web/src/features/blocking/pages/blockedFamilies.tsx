/** /dashboard/userSettings/blockedFamilies: the families the member blocked, with Unblock. */
import { Suspense } from 'react';
import { Loader } from '@aws-amplify/ui-react';
import { Await, Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { blockTexts } from '#shared/domain/blocks.js';
import { Alert } from '#web/components/forms';
import { api, isApiError } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';
import { signinPath } from '#web/lib/paths';
import { BlockedFamilyList } from '#web/features/blocking/components/BlockedFamilyList';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  // Not awaited: the page (menu and heading) shows at once with a loading line until the list comes.
  // A failure is kept as the outcome rather than rejected, so no rejection is left unhandled meanwhile.
  const families = api('getBlockedFamilyList', { params: { userId: session.id }, request }).then(
    ({ items }) => ({ items, failure: null }),
    (failure: unknown) => ({ items: [], failure }),
  );
  return { userId: session.id, families };
}

/** The list did not load: the sign-in redirect (a Response) is followed; anything else says what happened. */
function ListFailed({ error }: { error: unknown }) {
  if (error instanceof Response) return <Navigate to={error.headers.get('Location') ?? signinPath()} replace />;
  const message =
    isApiError(error) && error.status !== 0 && error.status < 500 && error.message
      ? error.message
      : 'Your blocked families could not be loaded. Please try again.';
  return (
    <Alert>
      <p>{message}</p>
    </Alert>
  );
}

export function Component() {
  const { userId, families } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <h1>{blockTexts.listTitle}</h1>
      <Suspense
        fallback={
          <p role="status" className="blocked-loading">
            <Loader aria-hidden="true" /> Loading your blocked families…
          </p>
        }
      >
        <Await resolve={families}>
          {({ items, failure }) => (failure ? <ListFailed error={failure} /> : <BlockedFamilyList userId={userId} initial={items} />)}
        </Await>
      </Suspense>
    </section>
  );
}
