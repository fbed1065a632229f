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

/** Room left between a field brought into view and the bar (or a form's sticky buttons) above it. */
const CLEARANCE = 12;

/**
 * A field reached with Tab is brought into view above the bar, not under it: the browser scrolls
 * a focused element only until some of it shows, and the fixed bar (or a long form's sticky
 * Search and Clear, above it) would still cover it. Only while the bar shows (phones).
 */
function useKeptAboveBar(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    if (!shown) return;
    const onFocus = (e: FocusEvent) => {
      const field = e.target;
      if (!(field instanceof HTMLElement) || !bar.current || bar.current.contains(field)) return;
      // After the browser's own scroll for the focus.
      requestAnimationFrame(() => {
        const barBox = bar.current?.getBoundingClientRect();
        if (!barBox || barBox.height === 0) return;
        const sticky = field.closest('form')?.querySelector<HTMLElement>(':scope > .actions');
        const stickyTop = sticky && !sticky.contains(field) && getComputedStyle(sticky).position === 'sticky' ? sticky.getBoundingClientRect().top : Infinity;
        const limit = Math.min(barBox.top, stickyTop) - CLEARANCE;
        // The whole field (its label, hint and message too) where the form draws one and it fits; the control always.
        const own = field.getBoundingClientRect();
        const whole = field.closest('.amplify-field')?.getBoundingClientRect();
        const fits = whole && Math.max(whole.bottom, own.bottom) - Math.min(whole.top, own.top) <= limit - CLEARANCE;
        const top = fits ? Math.min(whole.top, own.top) : own.top;
        const bottom = fits ? Math.max(whole.bottom, own.bottom) : own.bottom;
        // Never past the field's own top: a tall field shows from its start.
        const by = Math.min(bottom - limit, top - CLEARANCE);
        // At once: the site's smooth scrolling would leave the field covered while a next Tab moves on.
        if (bottom > limit && by > 0) window.scrollBy({ top: by, behavior: 'instant' });
      });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [bar, shown]);
}
