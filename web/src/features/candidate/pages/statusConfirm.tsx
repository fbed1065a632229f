/** /dashboard/myCandidateProfile/statusConfirm?statusReasonId=…: whether the reason was saved. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Actions, Alert, ButtonLink } from '#web/components/forms';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  const id = new URL(request.url).searchParams.get('statusReasonId');
  return { ok: Boolean(id) && id !== '0' };
}

export function Component() {
  const { ok } = useLoaderData<typeof loader>();
  return (
    <section className="page page-narrow">
      <h1>Profile Status Reason</h1>
      {ok ? (
        <Alert kind="success">
          <p>Profile Status Reason is updated successfully!</p>
        </Alert>
      ) : (
        <Alert>
          <p>There is an error in updating it.</p>
        </Alert>
      )}
      <Actions>
        <ButtonLink to={paths.changeStatus} variant="secondary">
          Edit Status Reason
        </ButtonLink>
        <ButtonLink to={paths.myProfile}>My Candidate Profile</ButtonLink>
      </Actions>
    </section>
  );
}
