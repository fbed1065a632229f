import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Flex, Heading, Loader, TextField } from '@aws-amplify/ui-react';
import { Outlet, useLocation, useNavigate, useNavigation, useRouteLoaderData } from 'react-router';
import { paths } from '../lib/paths';
import type { RootData } from './rootLoader';
import { Navbar } from './Navbar';

function NewsletterForm() {
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void navigate(paths.stepsInfo);
  };
  return (
    <form className="newsletter" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <Heading level={2} id={`${id}-title`}>
        Stay in touch
      </Heading>
      <Flex wrap="wrap" alignItems="flex-end" justifyContent="center" gap="0.5rem">
        <TextField
          className="newsletter-email"
          label="Newsletter e-mail"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
        <Button type="submit" variation="primary">
          Subscribe
        </Button>
      </Flex>
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
      {busy && <Loader className="progress" variation="linear" aria-label="Loading" />}
      <main id="main" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
      <footer className="site-footer">
        {pathname === paths.home && <NewsletterForm />}
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
    <Flex className="loading" role="status" alignItems="center" justifyContent="center" gap="0.5rem">
      <Loader aria-hidden="true" /> Loading…
    </Flex>
  );
}
