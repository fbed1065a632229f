import { NavLink, Outlet, type LoaderFunctionArgs } from 'react-router';
import { requireSession } from '../../lib/auth';
import { paths } from '../../lib/paths';

export async function loader({ request }: LoaderFunctionArgs) {
  return { session: await requireSession(request) };
}

export function Component() {
  return (
    <div className="dashboard">
      <nav aria-label="Dashboard" className="subnav">
        <ul>
          <li>
            <NavLink to={paths.dashboard} end>
              My Dashboard
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.myProfile}>My Candidate Profile</NavLink>
          </li>
          <li>
            <NavLink to={paths.userSettings}>User Settings</NavLink>
          </li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
