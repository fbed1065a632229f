/**
 * A search's filter as the URL carries it, so Back, a reload and a shared link repeat the search:
 * `?gender=Female&minAge=25&foodHabits=Vegan&foodHabits=Vegetarian`. Only the filter's own fields
 * are read; the server's schema (searchRequest) checks the values.
 */
import type { z } from 'zod';
import { searchFilterFields, type SearchFilter, type searchRequest } from '#shared/domain/search.js';

export type FilterKey = keyof SearchFilter;

/** The filter's fields, in the schema's order. */
export const filterKeys = Object.keys(searchFilterFields.shape) as FilterKey[];

/** The multi-selects: repeated in the query, a list in the request. */
export const multiSelectKeys: readonly FilterKey[] = ['foodHabits', 'education', 'immiStatus'];
const numberKeys: readonly FilterKey[] = ['minAge', 'maxAge'];

/** The filter as the URL says, not yet checked (an age that is no number stays NaN for the schema to refuse). */
export type RawFilter = Partial<Record<FilterKey, string | number | string[]>>;

export function rawFilterOf(query: URLSearchParams): RawFilter {
  const raw: RawFilter = {};
  for (const key of filterKeys) {
    if (multiSelectKeys.includes(key)) {
      const values = query.getAll(key).filter(Boolean);
      if (values.length) raw[key] = values;
    } else {
      const value = query.get(key)?.trim();
      if (value) raw[key] = numberKeys.includes(key) ? Number(value) : value;
    }
  }
  return raw;
}

/** The search form's chosen options as a query: empty fields are left out. */
export function queryOf(form: FormData): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of filterKeys) {
    for (const value of form.getAll(key)) {
      if (typeof value === 'string' && value.trim()) query.append(key, value.trim());
    }
  }
  return query;
}

/** What a field of the form starts with: the URL's value. */
export function valueOf(raw: RawFilter, key: FilterKey): string {
  const v = raw[key];
  return v === undefined || Array.isArray(v) ? '' : String(v);
}

export function valuesOf(raw: RawFilter, key: FilterKey): readonly string[] {
  const v = raw[key];
  return Array.isArray(v) ? v : [];
}

export type SearchBody = z.input<typeof searchRequest>;

/** The request of one page of this filter, for the member's own candidate profile (the schema checks the rest). */
export function searchBody(filter: RawFilter, candidateId: string | null, page: number): SearchBody {
  return { ...(filter as SearchBody), ...(candidateId ? { candidateId } : {}), page };
}
