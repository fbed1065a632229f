import { useId, type ReactNode } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { filterKeys, valuesOf, valueOf, type RawFilter } from '#web/features/discovery/searchQuery';

/** How many of the filter's options are set (a multi-select with several values counts once). */
export const optionsSet = (filter: RawFilter): number => filterKeys.filter((key) => filter[key] !== undefined).length;

/** The chosen options in a few words, beside the folded filters: what this search is. */
export function filterSummary(filter: RawFilter): string {
  const min = valueOf(filter, 'minAge');
  const max = valueOf(filter, 'maxAge');
  const ages = min && max ? `Ages ${min}–${max}` : min ? `Ages ${min} and up` : max ? `Ages up to ${max}` : '';
  const rest = filterKeys
    .filter((key) => key !== 'minAge' && key !== 'maxAge' && filter[key] !== undefined)
    .flatMap((key) => {
      if (key === 'excludeOwnGotra') return ['Not my gotra'];
      if (key === 'searchText') return [`“${valueOf(filter, key)}”`];
      const many = valuesOf(filter, key);
      return many.length ? [...many] : [valueOf(filter, key)];
    });
  return [ages, ...rest].filter(Boolean).join(' · ');
}

/**
 * After a search the results lead: the filter form folds into a 'Filters (N)' disclosure above
 * them, so a family changes a filter without scrolling back up past the cards. Before a search (and
 * when the form has a field to correct) the form is simply shown. The folded form stays in the page
 * (hidden), so what it holds is kept and 'Change ages' can open it at the ages.
 */
export function SearchFilters({
  filter,
  foldable,
  open,
  onToggle,
  children,
}: {
  filter: RawFilter;
  /** A search has run: the form may fold. */
  foldable: boolean;
  open: boolean;
  onToggle: () => void;
  /** The form. */
  children: ReactNode;
}) {
  const formId = useId();
  if (!foldable) return <>{children}</>;
  const summary = filterSummary(filter);
  return (
    <>
      <div className="search-filters-bar">
        <Button aria-expanded={open} aria-controls={formId} onClick={onToggle} className="search-filters-toggle">
          <span className="search-filters-caret" aria-hidden="true" />
          Filters ({optionsSet(filter)})
        </Button>
        {summary && <p className="search-filters-summary">{summary}</p>}
      </div>
      <div id={formId} hidden={!open}>
        {children}
      </div>
    </>
  );
}
