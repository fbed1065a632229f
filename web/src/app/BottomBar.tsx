import { useEffect, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '#web/lib/paths';
import type { Session } from '#web/lib/session';

interface Place {
  label: string;
  to: string;
  /** Whether a URL path is this place (or a page below it). */
  isHere: (pathname: string) => boolean;
}

/** A path without its trailing slash, as the places name them. */
const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
const under = (base: string) => (pathname: string) => pathname === base || pathname.startsWith(`${base}/`);
const oneOf = (...bases: string[]) => (pathname: string) => bases.includes(pathname);

/** The main places of a signed-in family, in the order a parent visits them. */
export const bottomBarPlaces: readonly Place[] = [
  { label: 'My Dashboard', to: paths.dashboard, isHere: oneOf(paths.matchedProfiles, paths.savedProfiles) },
  { label: 'Search', to: paths.searchProfiles(), isHere: oneOf(paths.searchProfiles()) },
  { label: 'Proposals', to: paths.receivedProposals, isHere: oneOf(paths.receivedProposals, paths.myProposals) },
  { label: 'My Profile', to: paths.myProfile, isHere: under(paths.myProfile) },
  { label: 'Settings', to: paths.userSettings, isHere: under(paths.userSettings) },
];

/**
 * A phone's short way around (narrower than 960 px; the CSS hides it wider, where the navbar and
 * the dashboard's sub-navigation show everything): the five main places one tap away from every
 * page, the current one marked. It stays at the bottom of the screen, and the page is padded by
 * its height so it never covers the end of a page.
 */
export function BottomBar({ session }: { session: Session | null }) {
  const pathname = trimSlash(useLocation().pathname);
  const bar = useRef<HTMLElement>(null);
  useBarHelpersAfterPaint(bar, session !== null);
  if (!session) return null;
  return (
    <nav aria-label="Shortcuts" className="bottom-bar" ref={bar}>
      <ul>
        {bottomBarPlaces.map((place) => {
          const here = place.isHere(pathname);
          return (
            <li key={place.label}>
              <Link to={place.to} aria-current={here ? 'page' : undefined} className={here ? 'active' : undefined}>
                {place.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The bar keeps a field reached with Tab above it, and tells the page's styles its height (both in
 * ./focusKeeping.ts, loaded after the first paint: the height matters only once enlarged text
 * wraps the bar onto more rows).
 */
function useBarHelpersAfterPaint(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    if (!shown || !bar.current) return;
    const element = bar.current;
    const stops: (() => void)[] = [];
    let gone = false;
    void import('./focusKeeping').then(({ keepFocusAboveBar, publishBarHeight }) => {
      if (!gone) stops.push(keepFocusAboveBar(element), publishBarHeight(element));
    });
    return () => {
      gone = true;
      for (const stop of stops) stop();
    };
  }, [bar, shown]);
}
