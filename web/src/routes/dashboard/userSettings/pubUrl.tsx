import { type LoaderFunctionArgs } from 'react-router';
import { requireSession } from '../../../auth';
import { Actions, BackButton } from '../../../components/forms';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  return null;
}

/** Placeholder for viewPubURL / editPubURL (a later issue builds shared profile URLs). */
export function Component() {
  return (
    <section className="page">
      <h1>Shared Profile URL</h1>
      <p>Sharing your profile with a public link is coming soon.</p>
      <Actions>
        <BackButton />
      </Actions>
    </section>
  );
}
