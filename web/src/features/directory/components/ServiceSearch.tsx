import { useEffect, useState, type FormEvent } from 'react';
import { Button, Loader } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { directoryTexts, type Category, type SubCategory } from '#shared/domain/classified.js';
import { Alert } from '#web/components/forms';
import { paths } from '#web/lib/paths';
import { useSpecificCategories } from '#web/features/directory/useSpecificCategories';
import { DomainCategorySelects } from './DomainCategorySelects';

/**
 * Search Services: a domain, then one of its specific categories, then Search. Search stays
 * aria-disabled (focusable, announced as unavailable) until a category is chosen, so pressing it
 * early can still say why; a new domain clears the category. The search goes into the URL.
 */
export function ServiceSearch({
  domains,
  domain: initialDomain,
  categories: initialCategories,
  category: initialCategory,
  searching,
}: {
  domains: Category[];
  domain: string;
  categories: SubCategory[];
  category: string;
  searching: boolean;
}) {
  const navigate = useNavigate();
  const [domain, setDomain] = useState(initialDomain);
  const [category, setCategory] = useState(initialCategory);
  const [needsOption, setNeedsOption] = useState(false);
  const specific = useSpecificCategories(domain, initialDomain, initialCategories);
  useEffect(() => setNeedsOption(false), [domain, category]);

  const ready = domain !== '' && category !== '';
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!ready) {
      setNeedsOption(true);
      return;
    }
    void navigate(paths.classifiedSearch(domain, category), { state: { searched: true } });
  }

  return (
    <form className="form service-search" onSubmit={onSubmit} noValidate aria-label="Search Services">
      <h2>Search Services</h2>
      <div className="service-search-fields">
        <DomainCategorySelects
          domains={domains}
          domain={domain}
          onDomain={setDomain}
          categories={specific}
          category={category}
          onCategory={setCategory}
          categoryField="category"
        />
        <Button
          type="submit"
          variation="primary"
          className="service-search-button"
          aria-disabled={!ready || undefined}
          isLoading={searching}
          loadingText="Searching…"
          gap="0.5rem"
        >
          Search
        </Button>
      </div>
      <div aria-live="polite">
        {specific.state === 'loading' && (
          <p className="cand-note directory-loading">
            <Loader aria-hidden="true" /> Loading the categories…
          </p>
        )}
      </div>
      {specific.state === 'failed' && (
        <Alert>
          <p>The categories could not be loaded. Please try again.</p>
        </Alert>
      )}
      {needsOption && (
        <p role="alert" className="field-error service-search-alert">
          {directoryTexts.selectOption}
        </p>
      )}
    </form>
  );
}
