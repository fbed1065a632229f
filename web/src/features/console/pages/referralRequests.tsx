/**
 * /admin/referralRequests: the families asking for a referral code, newest first, each with Send a
 * code and Decline; below, the codes the volunteers issued, used or not.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '#web/lib/api/client';
import { ReferralCodeTable } from '#web/features/console/components/ReferralCodeTable';
import { ReferralRequestTable } from '#web/features/console/components/ReferralRequestTable';
import { requireVolunteer } from '#web/features/console/requireVolunteer';
import { consoleTexts, newestFirst } from '#web/features/console/texts';

export async function loader({ request }: LoaderFunctionArgs) {
  requireVolunteer();
  const [requests, codes] = await Promise.all([api('listReferralRequests', { request }), api('listReferralCodes', { request })]);
  return { items: newestFirst(requests.items), codes: newestFirst(codes.items) };
}

export function Component() {
  const { items, codes } = useLoaderData<typeof loader>();
  return (
    <section>
      <h2>{consoleTexts.referralRequests}</h2>
      <ReferralRequestTable items={items} />
      <h3>{consoleTexts.codesIssued}</h3>
      <ReferralCodeTable items={codes} />
    </section>
  );
}
