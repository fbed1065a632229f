import { useEffect, useState } from 'react';
import type { SubCategory } from '#shared/domain/classified.js';
import { api } from '#web/lib/api/client';

type Loaded = { state: 'shown' | 'loading' | 'failed'; items: SubCategory[] };

/**
 * The specific categories of the chosen domain: those the loader read for the URL's domain, else
 * fetched when the visitor picks another domain (the URL changes only on Search).
 */
export function useSpecificCategories(domain: string, loadedDomain: string, loaded: SubCategory[]): Loaded {
  const [result, setResult] = useState<Loaded>({ state: 'shown', items: loaded });
  useEffect(() => {
    if (domain === loadedDomain) {
      setResult({ state: 'shown', items: loaded });
      return;
    }
    if (!domain) {
      setResult({ state: 'shown', items: [] });
      return;
    }
    const controller = new AbortController();
    setResult({ state: 'loading', items: [] });
    api('getSubCategoriesForCategory', { params: { id: domain }, signal: controller.signal })
      .then(({ items }) => setResult({ state: 'shown', items }))
      .catch(() => {
        if (!controller.signal.aborted) setResult({ state: 'failed', items: [] });
      });
    return () => controller.abort();
  }, [domain, loadedDomain, loaded]);
  return result;
}
