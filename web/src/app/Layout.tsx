import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation, useNavigationType, useRevalidator, useRouteLoaderData } from 'react-router';
import { usePageTitle } from '#web/lib/pageTitle';
import { paths } from '#web/lib/paths';
import { noteSessionRefused, readSession, SESSION_KEY, type Session } from '#web/lib/session';
import type { RootData } from './rootLoader';
import { BottomBar } from './BottomBar';
import { Navbar } from './Navbar';

function NewsletterForm() {
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void navigate(paths.stepsInfoAfterNewsletter);
  };
  return (
    <form className="newsletter" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 className="amplify-heading amplify-heading--2" id={`${id}-title`}>
        Stay in touch
      </h2>
      <div className="amplify-flex newsletter-row">
        <div className="amplify-flex amplify-field amplify-textfield newsletter-email">
          <label className="amplify-label" htmlFor={`${id}-email`}>
            Newsletter e-mail
          </label>
          <input
            className="amplify-input"
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
        </div>
        <button className="amplify-button amplify-button--primary" type="submit">
          Subscribe
        </button>
      </div>
    </form>
  );
}

/** A new page takes the focus and opens at its top (./focusKeeping.ts, loaded after the first paint). */
function usePageFocus(pathname: string) {
  const first = useRef(true);
  const how = useNavigationType();
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void import('./focusKeeping').then(({ focusNewPage }) => focusNewPage(how === 'POP'));
  }, [pathname]);
}

/**
 * Another tab of this browser signed out, or in as someone else: this tab follows at once (its
 * pages' loaders run again: a signed-in page goes to sign-in, saying why), rather than showing the
 * member's pages until their next action is refused and what they typed meanwhile is lost.
 */
function useSessionOfOtherTabs(session: Session | null) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== null && e.key !== SESSION_KEY) return;
      const now = readSession();
      if ((now?.id ?? null) === (session?.id ?? null)) return;
      if (session && !now) noteSessionRefused();
      // Someone else is signed in now: the page was the other member's (their profile, their form),
      // and the sign-in page is done with. Their dashboard, loaded afresh as after their own sign-in.
      if (now && (session || location.pathname === paths.signIn)) window.location.assign(paths.dashboard);
      else void revalidator.revalidate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session, revalidator]);
}

export function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  useSessionOfOtherTabs(data?.session ?? null);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy = navigation.state !== 'idle';
  usePageTitle();
  usePageFocus(pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Navbar session={data?.session ?? null} />
      {busy && <LinearLoader />}
      <main id="main" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
      <footer className="site-footer">
        {pathname === paths.home && <NewsletterForm />}
        <p>© {new Date().getFullYear()} rishta · Run by community volunteers</p>
      </footer>
      <BottomBar session={data?.session ?? null} />
    </>
  );
}

export function Layout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * The shell draws Amplify UI's markup and classes by hand (its styles are global) instead of
 * importing its components: they would bring Amplify UI's JavaScript into the entry bundle, which
 * every first visit loads. Amplify UI stays in the lazy pages that use it.
 */
function LinearLoader() {
  return (
    <svg aria-label="Loading" className="amplify-loader amplify-loader--linear progress" role="progressbar">
      <g>
        <line x1="0" x2="100%" y1="50%" y2="50%" />
        <line x1="0" x2="100%" y1="50%" y2="50%" />
      </g>
    </svg>
  );
}

export function Loading() {
  return (
    <div className="amplify-flex loading" role="status">
      <svg className="amplify-loader" role="progressbar" aria-hidden="true">
        <g>
          <circle cx="50%" cy="50%" r="42%" strokeWidth="8%" />
          <circle cx="50%" cy="50%" r="42%" strokeWidth="8%" />
        </g>
      </svg>{' '}
      Loading…
    </div>
  );
}
