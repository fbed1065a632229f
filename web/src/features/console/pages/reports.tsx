/** /admin/reports?state=closed: reports of profiles, Open (oldest first, to work through) or Closed (newest first). */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '#web/lib/api/client';
import { paths } from '#web/lib/paths';
import { ReportList } from '#web/features/console/components/ReportList';
import { requireVolunteer } from '#web/features/console/requireVolunteer';
import { consoleTexts } from '#web/features/console/texts';

const states = ['open', 'closed'] as const;
const stateNames = { open: 'Open', closed: 'Closed' } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  requireVolunteer();
  const state = new URL(request.url).searchParams.get('state') === 'closed' ? 'closed' : 'open';
  // The server orders each list (open oldest first, closed newest first).
  const { items } = await api('listReports', { params: { state }, request });
  return { state, items };
}

export function Component() {
  const { state, items } = useLoaderData<typeof loader>();
  return (
    <section>
      <h2>{consoleTexts.reports}</h2>
      {/* Links, not ARIA tabs: each state is its own URL, so Back and a reload keep it. */}
      <nav aria-label="Report states" className="console-tabs">
        <ul>
          {states.map((s) => (
            <li key={s}>
              <Link to={paths.consoleReports(s)} aria-current={s === state ? 'page' : undefined} className={s === state ? 'active' : undefined}>
                {stateNames[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Keyed by state: a new tab starts from its own list, notices and dialogs. */}
      <ReportList key={state} items={items} />
    </section>
  );
}
