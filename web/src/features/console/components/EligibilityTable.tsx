import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { api, type ResultOf } from '#web/lib/api/client';
import { paths } from '#web/lib/paths';
import { useVolunteerAction } from '#web/features/console/hooks/useVolunteerAction';
import { consoleTexts } from '#web/features/console/texts';
import { ActionNotices } from './ActionNotices';
import { FamilyMemberList } from './FamilyMemberList';
import { ReasonDialog } from './ReasonDialog';

type Entry = ResultOf<'findCandidates'>['items'][number];

export const eligibilityOf = (e: Entry) => (e.ineligible ? `Ineligible: ${e.ineligibleReason ?? ''}` : 'Eligible');

/**
 * The profiles found, each with its state and 'Mark ineligible' or 'Clear ineligible' behind a
 * reason; the server's answer replaces the row at once (the reloaded search confirms it).
 */
export function EligibilityTable({ items }: { items: Entry[] }) {
  const [changed, setChanged] = useState<Record<string, Entry>>({});
  const [asking, setAsking] = useState<Entry | null>(null);
  const { busy, notice, refused, reasonErrors, clearReasonErrors, run } = useVolunteerAction();
  const nameOf = (e: Entry) => `${e.firstName} ${e.lastName}`;

  async function setEligibility(e: Entry, reason: string) {
    const ineligible = !e.ineligible;
    const outcome = await run(
      e.candidateId,
      async () => {
        const updated = await api('setCandidateEligibility', { params: { candidateId: e.candidateId }, body: { ineligible, reason } });
        setChanged((c) => ({ ...c, [e.candidateId]: updated }));
        return ineligible ? `${nameOf(e)} is marked ineligible.` : `${nameOf(e)} is eligible again.`;
      },
      'The change could not be saved. Please try again.',
    );
    if (outcome !== 'fixReason') setAsking(null);
  }

  const rows = items.map((e) => changed[e.candidateId] ?? e);
  return (
    <>
      <ActionNotices notice={notice} refused={refused} />
      {rows.length === 0 ? (
        <p>No profile matches.</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="console-sr-only">Profiles found</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Family members</th>
                <th scope="col">Public URL</th>
                <th scope="col">State</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => {
                const name = nameOf(e);
                const label = e.ineligible ? 'Clear ineligible' : 'Mark ineligible';
                return (
                  <tr key={e.candidateId}>
                    <td data-label="Name">{name}</td>
                    <td className="console-wrap" data-label="E-mail">{e.email}</td>
                    <td data-label="Family members">
                      <FamilyMemberList members={e.members} />
                    </td>
                    <td className="console-wrap" data-label="Public URL">{e.publicURL ?? '—'}</td>
                    <td data-label="State">
                      {/* One box: on a phone each cell is a label-and-value row, and both lines are the value. */}
                      <div>
                        <span className="console-line">{eligibilityOf(e)}</span>
                        <span className="console-line">{e.listed ? 'Listed' : 'Not listed'}</span>
                      </div>
                    </td>
                    <td data-label="Action">
                      <div className="console-inline-actions">
                        <Button
                          size="small"
                          aria-label={`${label}: ${name}`}
                          isDisabled={busy === e.candidateId}
                          aria-busy={busy === e.candidateId || undefined}
                          onClick={() => {
                            clearReasonErrors();
                            setAsking(e);
                          }}
                        >
                          {label}
                        </Button>
                        <Link to={paths.consoleAccount(e.userId)} aria-label={`${consoleTexts.referralTree} of ${name}`}>
                          {consoleTexts.referralTree}
                        </Link>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ReasonDialog
        open={asking !== null}
        title={asking ? `${asking.ineligible ? 'Clear ineligible' : 'Mark ineligible'}: ${nameOf(asking)}` : 'Eligibility'}
        intro={
          asking?.ineligible
            ? 'The family may view profiles again and shows in search and matches. Say why, for the audit trail.'
            : 'The family may no longer view profiles and leaves search and matches. Say why, for the audit trail.'
        }
        confirmLabel={asking?.ineligible ? 'Clear ineligible' : 'Mark ineligible'}
        busy={busy !== null}
        errors={reasonErrors}
        onSubmit={(reason) => asking && void setEligibility(asking, reason)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
