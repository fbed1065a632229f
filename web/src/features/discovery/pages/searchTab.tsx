/**
 * /dashboard/searchProfiles: the Search Profiles tab. The filter lives in the URL query; this
 * loader runs the search from it (first page), so Back, a reload and a shared link repeat it.
 * Results show only after a successful search: the spec's total line, then the cards, 24 a page
 * with Load more. After a search the results lead and the form folds into 'Filters (N)' above them.
 */
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { FormMessages } from '#web/components/forms';
import { api, isApiError } from '#web/lib/api/client';
import { failure } from '#web/lib/api/failure';
import { storedSession } from '#web/lib/storedSession';
import { paths } from '#web/lib/paths';
import { SearchForm } from '#web/features/discovery/components/SearchForm';
import { SearchFilters } from '#web/features/discovery/components/SearchFilters';
import { SearchResults } from '#web/features/discovery/components/SearchResults';
import { filterKeys, rawFilterOf, searchBody } from '#web/features/discovery/searchQuery';

/** The member's own gotra, for 'Exclude my gotra' (a failed read only leaves the option unoffered). */
async function ownGotraOf(request: Request, candidateId: string | null): Promise<string | undefined> {
  if (!candidateId) return undefined;
  try {
    return (await api('getCandidateProfile', { params: { candidateId }, request })).gotra;
  } catch {
    return undefined;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const session = storedSession(request);
  const filter = rawFilterOf(new URL(request.url).searchParams);
  const gotra = ownGotraOf(request, session.candidateId);
  const shown = { session, filter, result: null, failed: undefined, ownGotra: undefined as string | undefined };
  if (Object.keys(filter).length === 0) return { ...shown, ownGotra: await gotra };
  try {
    const [result, ownGotra] = await Promise.all([api('searchProfiles', { body: searchBody(filter, session.candidateId, 1), request }), gotra]);
    return { ...shown, result, ownGotra };
  } catch (e) {
    // The server's view gate (403) speaks for itself; a 422 (checked here before sending) shows by its fields.
    const ownGotra = await gotra;
    if (isApiError(e) && e.status === 403) return { ...shown, ownGotra, failed: { message: e.message } };
    return { ...shown, ownGotra, failed: failure(e, { fallback: 'The search did not work. Please try again.' }) };
  }
}

export function Component() {
  const { session, filter, result, failed, ownGotra } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === paths.searchProfiles();
  // Once a search has run the results lead and the filters fold, unless a field needs correcting.
  const foldable = (result !== null || failed !== undefined) && !failed?.errors;
  // Opened for this search only: a new search (or Clear) folds them again.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = !foldable || openFor === location.search;
  const openAtAges = () => {
    flushSync(() => setOpenFor(location.search));
    document.querySelector<HTMLSelectElement>('.search-form select[name="minAge"]')?.focus();
  };
  return (
    <>
      <h2>Search Profiles</h2>
      <SearchFilters filter={filter} foldable={foldable} open={open} onToggle={() => setOpenFor(open ? null : location.search)}>
        {/* Keyed by the query: Back or a new search fills the form from the URL afresh. */}
        <SearchForm key={`form${location.search}`} filter={filter} errors={failed?.errors} searching={searching} ownGotra={ownGotra} />
      </SearchFilters>
      <FormMessages result={failed} fields={filterKeys} />
      <div aria-live="polite" aria-busy={searching || undefined}>
        {searching && <p className="cand-note">Searching…</p>}
      </div>
      {result && !searching && (
        <SearchResults
          key={`results${location.search}`}
          first={result}
          filter={filter}
          session={session}
          focusOnShow={Boolean((location.state as { searched?: boolean } | null)?.searched)}
          onChangeAges={openAtAges}
        />
      )}
    </>
  );
}
