import { useId, type FormEvent, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation, useRouteLoaderData } from 'react-router';
import type { RootData } from '../root';
import { Navbar } from './Navbar';

function NewsletterForm() {
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void navigate('/stepsinfo');
  };
  return (
    <form className="newsletter" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Stay in touch</h2>
      <div className="newsletter-row">
        <label htmlFor={id}>Newsletter e-mail</label>
        <input id={id} name="email" type="email" autoComplete="email" placeholder="you@example.com" />
        <button type="submit" className="button button-primary">
          Subscribe
        </button>
      </div>
    </form>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Navbar session={data?.session ?? null} />
      {busy && <div className="progress" role="progressbar" aria-label="Loading" />}
      <main id="main" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
      <footer className="site-footer">
        {pathname === '/' && <NewsletterForm />}
        <p>© {new Date().getFullYear()} rishta · Run by community volunteers</p>
      </footer>
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

export function Loading() {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" /> Loading…
    </div>
  );
}
