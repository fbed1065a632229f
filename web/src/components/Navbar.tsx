import { useEffect, useId, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import type { Session } from '../session';

export function Navbar({ session }: { session: Session | null }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();

  // Any navigation (a link click, a redirect) closes the mobile menu.
  useEffect(() => setOpen(false), [location.key]);
  const close = () => setOpen(false);

  return (
    <header className="navbar">
      <div className="navbar-inner">
        <Link to="/" className="brand" onClick={close}>
          rishta
        </Link>
        <Button
          className="menu-toggle"
          gap="0.5rem"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="menu-icon" aria-hidden="true" />
          Menu
        </Button>
        <nav aria-label="Main" id={menuId} className={`navbar-menu${open ? ' open' : ''}`}>
          <ul className="nav-links">
            <li>
              <NavLink to="/" end onClick={close}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/classified" onClick={close}>
                Service Providers
              </NavLink>
            </li>
            <li>
              <NavLink to="/support" onClick={close}>
                Support
              </NavLink>
            </li>
          </ul>
          <ul className="nav-links nav-account">
            {session ? (
              <>
                <li>
                  <NavLink to="/dashboard" onClick={close}>
                    My Stuff
                  </NavLink>
                </li>
                <li>
                  <Form method="post" action="/signout" onSubmit={close}>
                    <Button type="submit" size="small" className="nav-button">
                      Sign Out
                    </Button>
                  </Form>
                </li>
                <li>
                  <NavLink to="/dashboard/userSettings" className="greeting" onClick={close}>
                    Welcome {session.firstName}!
                  </NavLink>
                </li>
              </>
            ) : (
              <>
                <li>
                  <NavLink to="/stepsinfo" onClick={close}>
                    Sign Up
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/signin" onClick={close}>
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
