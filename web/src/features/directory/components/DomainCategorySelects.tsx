import type { Category, SubCategory } from '#shared/domain/classified.js';
import { Select } from '#web/components/Select';

/**
 * The pair of selects the search and the listing form share: a domain, then one of its specific
 * categories (loaded for the domain). Choosing another domain empties the category.
 */
export function DomainCategorySelects({
  domains,
  domain,
  onDomain,
  categories,
  category,
  onCategory,
  categoryField,
  categoryErrors,
}: {
  domains: Category[];
  domain: string;
  onDomain: (domain: string) => void;
  categories: { state: 'shown' | 'loading' | 'failed'; items: SubCategory[] };
  category: string;
  onCategory: (category: string) => void;
  /** The category's form field name ('category' in the search, 'subCategoryId' in the listing form). */
  categoryField: string;
  categoryErrors?: readonly string[];
}) {
  return (
    <>
      <Select
        name="domain"
        label="Domain"
        placeholder="Select a domain"
        choices={domains.map((d) => ({ value: d.id, label: d.categoryName }))}
        value={domain}
        onChange={(value) => {
          onDomain(value);
          onCategory('');
        }}
        // A category refused while no domain is chosen: the domain comes first, so it says so too.
        errors={categoryErrors?.length && !domain ? ['Please select a domain'] : undefined}
      />
      <Select
        name={categoryField}
        label="Category"
        placeholder={categories.state === 'loading' ? 'Loading…' : 'Select a category'}
        choices={categories.items.map((c) => ({ value: c.id, label: c.subCategoryName }))}
        value={category}
        onChange={onCategory}
        errors={categoryErrors}
      />
    </>
  );
}
