/**
 * /classified: Service Providers, public. The Community page toggle (Services or Community Events),
 * then Search Services. The chosen domain and category live in the URL query; this loader reads
 * the domains, the URL domain's categories and, with a category, the first page of its listings,
 * so Back, a reload and a shared link repeat the search.
 */
import { useState } from 'react';
import type { SubCategory } from '#shared/domain/classified.js';
import { useLoaderData, useLocation, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { Alert } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { paths } from '#web/lib/paths';
import { CommunityToggle, type CommunityView } from '#web/features/directory/components/CommunityToggle';
import { ProviderResults } from '#web/features/directory/components/ProviderResults';
import { ServiceSearch } from '#web/features/directory/components/ServiceSearch';
import '#web/styles/directory.css';

/** A failed read shows a line on the page rather than the error page: the rest still works. */
async function orFailed<T>(read: Promise<T>): Promise<T | 'failed'> {
  try {
    return await read;
  } catch (e) {
    // The client's redirect (a thrown Response) cannot happen on public routes; rethrow it anyway.
    if (e instanceof Response) throw e;
    return 'failed';
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const domain = query.get('domain') ?? '';
  const category = domain ? (query.get('category') ?? '') : '';
  const [domains, categories, result] = await Promise.all([
    orFailed(api('getAllCategories', { request }).then((r) => r.items)),
    domain ? orFailed(api('getSubCategoriesForCategory', { params: { id: domain }, request }).then((r) => r.items)) : ([] as SubCategory[]),
    category ? orFailed(api('getServiceProviders', { params: { subCategoryId: category }, request })) : null,
  ]);
  return { domain, category, domains, categories, result };
}

const listOr = <T,>(items: T[] | 'failed'): T[] => (items === 'failed' ? [] : items);

export function Component() {
  const { domain, category, domains, categories, result } = useLoaderData<typeof loader>();
  const [view, setView] = useState<CommunityView>('services');
  const location = useLocation();
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === paths.classified;
  const failed = domains === 'failed' || categories === 'failed' || result === 'failed';
  return (
    <section className="page directory">
      <h1>Service Providers</h1>
      <CommunityToggle view={view} onChange={setView} />
      {view === 'events' ? (
        <p className="community-word">Community</p>
      ) : (
        <>
          {/* Keyed by the query: Back or a new search fills the form from the URL afresh. */}
          <ServiceSearch
            key={`search${location.search}`}
            domains={listOr(domains)}
            domain={domain}
            categories={listOr(categories)}
            category={category}
            searching={searching}
          />
          {failed && (
            <Alert>
              <p>The directory could not be loaded. Please try again in a moment.</p>
            </Alert>
          )}
          <div aria-live="polite" aria-busy={searching || undefined}>
            {searching && <p className="cand-note">Searching…</p>}
          </div>
          {result && result !== 'failed' && !searching && (
            <ProviderResults
              key={`results${location.search}`}
              first={result}
              category={category}
              focusOnShow={Boolean((location.state as { searched?: boolean } | null)?.searched)}
            />
          )}
        </>
      )}
    </section>
  );
}
