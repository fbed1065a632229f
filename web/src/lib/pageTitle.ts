/**
 * Every page is titled after itself ('Search Profiles · rishta'): a route names its page in its
 * `handle` (`handle: titled('Search Profiles')`), and the layout sets document.title from the
 * deepest route of the URL that names one. So a screen reader's first words and the browser's tab
 * and history say which page this is, and no page sets its title by hand.
 */
import { useEffect } from 'react';
import { useMatches, type UIMatch } from 'react-router';

export const SITE_NAME = 'rishta';

export interface TitledHandle {
  title: string;
}

/** A route's handle naming its page. */
export const titled = (title: string): TitledHandle => ({ title });

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && typeof (handle as Partial<TitledHandle>).title === 'string'
    ? (handle as TitledHandle).title
    : undefined;

/** The document title of these matched routes: the deepest page's name, then the site's. */
export function documentTitle(matches: readonly Pick<UIMatch, 'handle'>[]): string {
  const page = matches.map((m) => titleOf(m.handle)).filter((t) => t !== undefined).at(-1);
  return page ? `${page} · ${SITE_NAME}` : SITE_NAME;
}

/** Sets document.title to the current page's (the layout calls it once for every page). */
export function usePageTitle(): void {
  const title = documentTitle(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
