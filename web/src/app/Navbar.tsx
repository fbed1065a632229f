import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { paths } from '#web/lib/paths';
import type { Session } from '#web/lib/session';

export function Navbar({ session }: { session: Session | null }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();

  // Any navigation (a link click, a redirect) closes the mobile menu; the first page is not one (a
  // menu opened on the pre-rendered page stays open in the app's: lib/beforeApp.ts).
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    setOpen(false);
  }, [location.key]);
  const close = () => setOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu from anywhere, and the focus goes back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="navbar">
      <div className="navbar-inner">
        <Link to={paths.home} className="brand" onClick={close}>
          rishta
        </Link>
        {/* Amplify UI's button classes without its component: the navbar is in the entry bundle. */}
        <button
          ref={toggle}
          type="button"
          className="amplify-button menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="menu-icon" aria-hidden="true" />
          Menu
        </button>
        <nav aria-label="Main" id={menuId} className={`navbar-menu${open ? ' open' : ''}`}>
          <ul className="nav-links">
            <li>
              <NavLink to={paths.home} end onClick={close}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.classified} onClick={close}>
                Service Providers
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.support} onClick={close}>
                Support
              </NavLink>
            </li>
          </ul>
          <ul className="nav-links nav-account">
            {session ? (
              <>
                <li>
                  <NavLink to={paths.dashboard} onClick={close}>
                    My Stuff
                  </NavLink>
                </li>
                {session.volunteer && (
                  <li>
                    <NavLink to={paths.console} onClick={close}>
                      Volunteer Console
                    </NavLink>
                  </li>
                )}
                <li>
                  <Form method="post" action={paths.signOut} onSubmit={close}>
                    <button type="submit" className="amplify-button amplify-button--small nav-button">
                      Sign Out
                    </button>
                  </Form>
                </li>
                <li>
                  <NavLink to={paths.userSettings} className="greeting" onClick={close}>
                    Welcome {session.firstName}!
                  </NavLink>
                </li>
              </>
            ) : (
              <>
                <li>
                  <NavLink to={paths.stepsInfo} onClick={close}>
                    Sign Up
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.signIn} onClick={close}>
                    Sign In
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
