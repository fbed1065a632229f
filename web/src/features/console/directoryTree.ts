/**
 * The directory's domains with their categories, read from the public lists (what a volunteer
 * manages is exactly what visitors choose from): the categories page lists them, and the listings'
 * cards name each listing's place by them.
 */
import { api } from '#web/lib/api/client';

export async function loadDirectoryTree(request: Request) {
  const { items: domains } = await api('getAllCategories', { request });
  const categories = await Promise.all(
    domains.map((d) => api('getSubCategoriesForCategory', { params: { id: d.id }, request }).then((r) => r.items)),
  );
  return domains.map((d, i) => ({ ...d, categories: categories[i] ?? [] }));
}

/** 'Weddings › Caterers' for each category id. */
export function categoryNames(tree: Awaited<ReturnType<typeof loadDirectoryTree>>): Record<string, string> {
  return Object.fromEntries(tree.flatMap((d) => d.categories.map((c) => [c.id, `${d.categoryName} › ${c.subCategoryName}`])));
}
