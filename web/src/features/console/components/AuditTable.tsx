import type { AuditEntry } from '#shared/domain/audit.js';
import { kindNames, whenOf } from '#web/features/console/texts';

/** The audit trail as a table: When, Volunteer, Action in words, Item, Reason. Read only, as the API. */
export function AuditTable({ items }: { items: AuditEntry[] }) {
  if (items.length === 0) return <p>No actions match.</p>;
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption className="console-sr-only">Volunteer actions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Volunteer</th>
            <th scope="col">Action</th>
            <th scope="col">Item</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id}>
              <td data-label="When">
                <time dateTime={entry.createdDate}>{whenOf(entry.createdDate)}</time>
              </td>
              <td className="console-wrap" data-label="Volunteer">{entry.volunteerEmail}</td>
              <td data-label="Action">{kindNames[entry.kind]}</td>
              <td data-label="Item">{entry.itemLabel}</td>
              <td data-label="Reason">{entry.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
