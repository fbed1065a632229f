import { useLoaderData } from 'react-router';
import { requireSession } from '../auth';

export async function loader({ request }: { request: Request }) {
  const session = await requireSession(request);
  return { firstName: session.firstName };
}

export function Component() {
  const { firstName } = useLoaderData<typeof loader>();
  return (
    <section className="page page-narrow">
      <h1>Candidate Details</h1>
      <p>Hello {firstName}, your account is ready.</p>
      <p>The next step is the candidate details form. It is coming next.</p>
    </section>
  );
}
