/** /admin/referralRequests: the families asking for a referral code, newest first, each with Send a code. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../../lib/api/client';
import { ReferralRequestTable } from '../components/ReferralRequestTable';
import { requireVolunteer } from '../requireVolunteer';
import { consoleTexts, newestFirst } from '../texts';

export async function loader({ request }: LoaderFunctionArgs) {
  requireVolunteer();
  const { items } = await api('listReferralRequests', { request });
  return { items: newestFirst(items) };
}

export function Component() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <section>
      <h2>{consoleTexts.referralRequests}</h2>
      <ReferralRequestTable items={items} />
    </section>
  );
}
