/**
 * /admin/auditTrail?volunteer=…&kind=…: every volunteer action, newest first, filtered by volunteer
 * and by kind. The filters live in the URL, so a filtered view can be linked, reloaded and gone Back to.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { auditKinds, type AuditEntry, type AuditKind } from '#shared/domain/audit.js';
import { api } from '#web/lib/api/client';
import { AuditFilters } from '#web/features/console/components/AuditFilters';
import { AuditTable } from '#web/features/console/components/AuditTable';
import { requireVolunteer } from '#web/features/console/requireVolunteer';
import { consoleTexts, newestFirst } from '#web/features/console/texts';

const kindOf = (value: string | null): AuditKind | '' =>
  (auditKinds as readonly string[]).includes(value ?? '') ? (value as AuditKind) : '';

export async function loader({ request }: LoaderFunctionArgs) {
  requireVolunteer();
  const query = new URL(request.url).searchParams;
  const kind = kindOf(query.get('kind'));
  const volunteer = query.get('volunteer') ?? '';
  // One route per filter: by kind when a kind is chosen (the narrower list), by volunteer otherwise;
  // with both, the kind's list is narrowed to the volunteer here.
  const page = kind
    ? await api('getAuditTrailOfKind', { params: { kind }, request })
    : volunteer
      ? await api('getAuditTrailOfVolunteer', { params: { volunteerId: volunteer }, request })
      : await api('getAuditTrail', { request });
  const items: AuditEntry[] = newestFirst(kind && volunteer ? page.items.filter((e) => e.volunteerId === volunteer) : page.items);
  return { items, kind, volunteer, more: Boolean(page.next) };
}

export function Component() {
  const { items, kind, volunteer, more } = useLoaderData<typeof loader>();
  return (
    <section>
      <h2>{consoleTexts.auditTrail}</h2>
      {/* Keyed by the URL's filters: Back and Forward show the selects as the URL says. */}
      <AuditFilters key={`${kind}|${volunteer}`} items={items} kind={kind} volunteer={volunteer} />
      <AuditTable items={items} />
      {more && <p className="cand-note">Showing the newest {items.length} actions.</p>}
    </section>
  );
}
