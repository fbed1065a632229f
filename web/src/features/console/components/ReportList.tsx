import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { reportClosedAs, type Report } from '#shared/domain/trust.js';
import { api } from '#web/lib/api/client';
import { paths } from '#web/lib/paths';
import { useVolunteerAction } from '#web/features/console/hooks/useVolunteerAction';
import { dayOf, reportActionNames, reportStatusNames } from '#web/features/console/texts';
import { ActionNotices } from './ActionNotices';
import { ResolveDialog } from './ResolveDialog';
import { FamilyMemberList } from './FamilyMemberList';

/**
 * Reports of profiles, each with the profile's name (linking to the Eligibility search for it), the
 * reason, the reporter's details and the day; an open one has Resolve, a closed one says how it was
 * closed. A resolved report leaves the Open list; a refusal (already closed) shows the server's words.
 */
export function ReportList({ items }: { items: Report[] }) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [resolving, setResolving] = useState<Report | null>(null);
  const { busy, notice, refused, reasonErrors, clearReasonErrors, run } = useVolunteerAction();

  async function resolve(report: Report, action: keyof typeof reportActionNames, reason: string) {
    const outcome = await run(
      report.id,
      async () => {
        await api('resolveReport', { params: { reportId: report.id }, body: { action, reason } });
        setClosed((c) => new Set(c).add(report.id));
        return `The report on ${report.candidateName} is closed: ${reportStatusNames[reportClosedAs[action]]}.`;
      },
      'The report could not be resolved: it stays open. Please try again.',
    );
    if (outcome !== 'fixReason') setResolving(null);
  }

  const shown = items.filter((r) => !closed.has(r.id));
  return (
    <>
      <ActionNotices notice={notice} refused={refused} />
      {shown.length === 0 ? (
        <p>No reports here.</p>
      ) : (
        <ul className="console-listings" aria-label="Reports">
          {shown.map((r) => (
            <li key={r.id}>
              <article className="console-listing" aria-labelledby={`report-${r.id}`}>
                <h3 id={`report-${r.id}`}>
                  <Link to={paths.consoleEligibility(r.candidateName)}>{r.candidateName}</Link>
                </h3>
                <dl className="console-fields">
                  <dt>Family members</dt>
                  <dd>
                    <FamilyMemberList members={r.members} />
                  </dd>
                  <dt>Reason</dt>
                  <dd>{r.reason}</dd>
                  <dt>Details</dt>
                  <dd>{r.details || '—'}</dd>
                  <dt>Reported</dt>
                  <dd>{dayOf(r.createdDate)}</dd>
                  {r.status !== 'open' && (
                    <>
                      <dt>Outcome</dt>
                      <dd>{reportStatusNames[r.status]}</dd>
                      <dt>Resolved</dt>
                      <dd>
                        {r.resolvedDate ? dayOf(r.resolvedDate) : '—'}
                        {r.resolvedBy ? ` by ${r.resolvedBy}` : ''}
                      </dd>
                      {r.resolution && (
                        <>
                          <dt>Note</dt>
                          <dd>{r.resolution}</dd>
                        </>
                      )}
                    </>
                  )}
                </dl>
                {r.status === 'open' && (
                  <div className="console-listing-actions">
                    <Button
                      size="small"
                      variation="primary"
                      aria-label={`Resolve the report on ${r.candidateName}`}
                      isDisabled={busy === r.id}
                      aria-busy={busy === r.id || undefined}
                      onClick={() => {
                        clearReasonErrors();
                        setResolving(r);
                      }}
                    >
                      Resolve
                    </Button>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <ResolveDialog
        key={resolving?.id ?? 'none'}
        report={resolving}
        busy={busy !== null}
        errors={reasonErrors}
        onSubmit={(action, reason) => resolving && void resolve(resolving, action, reason)}
        onCancel={() => setResolving(null)}
      />
    </>
  );
}
