/**
 * /admin/accounts/{userId}: an account's place in the referral tree — who referred it (a member
 * account, linking to its own tree, or the volunteers' code with the address it went to) and whom it
 * referred, each with how many they referred in turn — and 'Mark this branch ineligible'.
 */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api, type ResultOf } from '#web/lib/api/client';
import { paths } from '#web/lib/paths';
import { BranchIneligible } from '#web/features/console/components/BranchIneligible';
import { FamilyMemberList } from '#web/features/console/components/FamilyMemberList';
import { requireVolunteer } from '#web/features/console/requireVolunteer';
import { consoleTexts } from '#web/features/console/texts';

type Tree = ResultOf<'getReferralTree'>;
type Account = Tree['account'];

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireVolunteer();
  return api('getReferralTree', { params: { userId: params.userId ?? '' }, request });
}

const stateOf = (a: Account) => (a.ineligible ? 'Ineligible' : 'Eligible');

function ReferredBy({ referredBy }: { referredBy: Tree['referredBy'] }) {
  if (referredBy.kind === 'member') {
    const a = referredBy.account;
    return (
      <p>
        <Link to={paths.consoleAccount(a.userId)}>{a.name}</Link> ({a.email}, {stateOf(a)})
      </p>
    );
  }
  if (referredBy.kind === 'volunteers') {
    return <p>Invited by the volunteers{referredBy.issuedToEmail ? ` (the code went to ${referredBy.issuedToEmail})` : ''}</p>;
  }
  return <p>Not known (an account from before codes were recorded).</p>;
}

export function Component() {
  const { account, referredBy, referred } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tree-title">
      <h2 id="tree-title">
        {consoleTexts.referralTree}: {account.name}
      </h2>
      <dl className="console-fields">
        <dt>E-mail</dt>
        <dd className="console-wrap">{account.email}</dd>
        <dt>Family members</dt>
        <dd>
          <FamilyMemberList members={account.members} />
        </dd>
        <dt>State</dt>
        <dd>{stateOf(account)}</dd>
        <dt>Profile</dt>
        <dd>
          {account.candidateId ? <Link to={paths.consoleEligibility(account.email)}>Find in {consoleTexts.eligibility}</Link> : 'No candidate profile'}
        </dd>
      </dl>
      <h3>Referred by</h3>
      <ReferredBy referredBy={referredBy} />
      <h3>Referred</h3>
      {referred.length === 0 ? (
        <p>Nobody signed up with this account’s codes.</p>
      ) : (
        <ul className="console-tree">
          {referred.map((a) => (
            <li key={a.userId}>
              <Link to={paths.consoleAccount(a.userId)}>{a.name}</Link> ({a.email}, {stateOf(a)}) — referred {a.referredCount}
            </li>
          ))}
        </ul>
      )}
      <BranchIneligible key={account.userId} userId={account.userId} name={account.name} atLeast={1 + referred.length} />
    </section>
  );
}
