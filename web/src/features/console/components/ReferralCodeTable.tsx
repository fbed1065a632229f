import type { ResultOf } from '#web/lib/api/client';
import { consoleTexts, dayOf } from '#web/features/console/texts';

type ReferralCode = ResultOf<'listReferralCodes'>['items'][number];

/** The codes the volunteers issued, newest first: to whom, by whom, and whether (by whom, when) one was used. */
export function ReferralCodeTable({ items }: { items: ReferralCode[] }) {
  if (items.length === 0) return <p>No codes issued yet.</p>;
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption className="console-sr-only">{consoleTexts.codesIssued}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Issued to</th>
            <th scope="col">Issued by</th>
            <th scope="col">Created</th>
            <th scope="col">Used</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id}>
              <td data-label="Code">
                <code>{c.referralCode}</code>
              </td>
              <td className="console-wrap" data-label="Issued to">{c.issuedToEmail ?? '—'}</td>
              <td className="console-wrap" data-label="Issued by">{c.issuedBy ?? '—'}</td>
              <td data-label="Created">{dayOf(c.createdDate)}</td>
              <td data-label="Used">
                {c.usedAt ? `By ${c.usedByName ?? 'a family'} on ${dayOf(c.usedAt)}` : 'Not used yet'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
