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
  useKeptAboveBar(bar, session !== null);
  useHeightForPage(bar, session !== null);
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
 * The bar's height for the page's styles (--bottom-bar-height on the root, read by phone.css): the
 * page's end and a long form's sticky buttons stay above it. The styles know it only while the
 * places fit in one row; enlarged text wraps them onto more rows.
 */
function useHeightForPage(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    if (!shown || !bar.current) return;
    const element = bar.current;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--bottom-bar-height', `${element.offsetHeight}px`));
    // The border box: the safe area below a phone's home indicator is the bar's padding.
    observer.observe(element, { box: 'border-box' });
    return () => {
      observer.disconnect();
      root.removeProperty('--bottom-bar-height');
    };
  }, [bar, shown]);
}

/** The bar keeps a field reached with Tab above it (./focusKeeping.ts, loaded after the first paint). */
function useKeptAboveBar(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    if (!shown || !bar.current) return;
    const element = bar.current;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./focusKeeping').then(({ keepFocusAboveBar }) => {
      if (!gone) stop = keepFocusAboveBar(element);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [bar, shown]);
}
