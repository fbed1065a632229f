import type { FormEvent } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { auditKinds, type AuditEntry, type AuditKind } from '#shared/domain/audit.js';
import { ButtonLink } from '#web/components/forms';
import { Select } from '#web/components/Select';
import { paths } from '#web/lib/paths';
import { kindNames } from '#web/features/console/texts';

/**
 * The audit trail's filters: Filter puts the chosen ones in the URL (only those chosen, so the URL
 * stays short) and the loader reads them. The volunteers offered are those seen in the entries shown (the chosen one is kept even
 * when the list is empty), since the API has no list of volunteers.
 */
export function AuditFilters({ items, kind, volunteer }: { items: AuditEntry[]; kind: AuditKind | ''; volunteer: string }) {
  const volunteers = new Map<string, string>();
  for (const e of items) volunteers.set(e.volunteerId, e.volunteerEmail);
  if (volunteer && !volunteers.has(volunteer)) volunteers.set(volunteer, volunteer);
  const navigate = useNavigate();
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(e.currentTarget)) if (typeof value === 'string' && value) query.set(name, value);
    void navigate(paths.consoleAuditTrail(query));
  };
  return (
    <form onSubmit={apply} className="console-filters" role="search" aria-label="Filter the audit trail">
      <Select
        name="volunteer"
        label="Volunteer"
        placeholder="All volunteers"
        required={false}
        defaultValue={volunteer}
        choices={[...volunteers].map(([value, label]) => ({ value, label }))}
      />
      <Select
        name="kind"
        label="Action"
        placeholder="All actions"
        required={false}
        defaultValue={kind}
        choices={auditKinds.map((k) => ({ value: k, label: kindNames[k] }))}
      />
      <div className="console-filter-actions">
        <Button type="submit" variation="primary">
          Filter
        </Button>
        {(kind || volunteer) && (
          <ButtonLink variant="secondary" to={paths.consoleAuditTrail()}>
            Clear filters
          </ButtonLink>
        )}
      </div>
    </form>
  );
}
