/** /admin/directory?state=…: the listings in one moderation state, Pending first, with Approve, Reject and Hide. */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { listingStatuses, type ListingStatus } from '#shared/domain/classified.js';
import { api } from '#web/lib/api/client';
import { paths } from '#web/lib/paths';
import { DirectoryMenu } from '#web/features/console/components/DirectoryMenu';
import { ListingModeration } from '#web/features/console/components/ListingModeration';
import { requireVolunteer } from '#web/features/console/requireVolunteer';
import { consoleTexts, stateNames } from '#web/features/console/texts';
import { categoryNames, loadDirectoryTree } from '#web/features/console/directoryTree';

const stateOf = (value: string | null): ListingStatus =>
  (listingStatuses as readonly string[]).includes(value ?? '') ? (value as ListingStatus) : 'pending';

export async function loader({ request }: LoaderFunctionArgs) {
  requireVolunteer();
  const state = stateOf(new URL(request.url).searchParams.get('state'));
  // The Pending tab carries its count on every tab: what waits for a volunteer is always in view.
  const [current, pending, tree] = await Promise.all([
    api('listListings', { params: { status: state }, request }),
    state === 'pending' ? null : api('listListings', { params: { status: 'pending' }, request }),
    loadDirectoryTree(request),
  ]);
  return { state, items: current.items, pendingCount: (pending ?? current).items.length, categories: categoryNames(tree) };
}

export function Component() {
  const { state, items, pendingCount, categories } = useLoaderData<typeof loader>();
  return (
    <section>
      <h2>{consoleTexts.directory}</h2>
      <DirectoryMenu />
      {/* Links, not ARIA tabs: each state is its own URL, so Back and a reload keep it. */}
      <nav aria-label="Listing states" className="console-tabs">
        <ul>
          {listingStatuses.map((s) => (
            <li key={s}>
              {/* A Link: a NavLink would mark all four active (they share the path, only the query differs). */}
              <Link to={paths.consoleDirectory(s)} aria-current={s === state ? 'page' : undefined} className={s === state ? 'active' : undefined}>
                {s === 'pending' ? `${stateNames.pending} (${pendingCount})` : stateNames[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Keyed by state: a new tab starts from its own list, notices and dialogs. */}
      <ListingModeration key={state} state={state} items={items} categories={categories} />
    </section>
  );
}
