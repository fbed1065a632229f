import { NavLink, Outlet, type LoaderFunctionArgs } from 'react-router';
import { requireSession } from '../../auth';

export async function loader({ request }: LoaderFunctionArgs) {
  return { session: await requireSession(request) };
}

export function Component() {
  return (
    <div className="dashboard">
      <nav aria-label="Dashboard" className="subnav">
        <ul>
          <li>
            <NavLink to="/dashboard" end>
              My Dashboard
            </NavLink>
          </li>
          <li>
            <NavLink to="/dashboard/myCandidateProfile">My Candidate Profile</NavLink>
          </li>
          <li>
            <NavLink to="/dashboard/userSettings">User Settings</NavLink>
          </li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
