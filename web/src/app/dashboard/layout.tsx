import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { directoryTexts } from '#shared/domain/classifiedTexts.js';
import { paths } from '#web/lib/paths';
import { isDashboardTab } from './DashboardTabs';

// The loader (the sign-in check) is in the route table: ./loaders.ts.
export function Component() {
  // 'My Dashboard' stays marked on every tab of the dashboard, and on nothing below the other two.
  const onTab = isDashboardTab(useLocation().pathname);
  return (
    <div className="dashboard">
      <nav aria-label="Dashboard" className="subnav">
        <ul>
          <li>
            <Link to={paths.dashboard} className={onTab ? 'active' : undefined} aria-current={onTab ? 'page' : undefined}>
              My Dashboard
            </Link>
          </li>
          <li>
            <NavLink to={paths.myProfile}>My Candidate Profile</NavLink>
          </li>
          <li>
            <NavLink to={paths.userSettings}>User Settings</NavLink>
          </li>
          <li>
            <NavLink to={paths.myServices}>{directoryTexts.listMyService}</NavLink>
          </li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
