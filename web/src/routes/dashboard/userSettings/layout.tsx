import { NavLink, Outlet } from 'react-router';
import { BackButton } from '../../../components/forms';

export function Component() {
  return (
    <div className="settings">
      <nav aria-label="User settings" className="settings-menu">
        <ul>
          <li>
            <BackButton size="small" />
          </li>
          <li>
            <NavLink to="/dashboard/userSettings/myUserProfile">My User Profile</NavLink>
          </li>
          <li>
            <NavLink to="/dashboard/userSettings/referAFriend">Refer a Friend</NavLink>
          </li>
          <li>
            <NavLink to="/dashboard/userSettings/viewPubURL">Shared Profile URL</NavLink>
          </li>
        </ul>
      </nav>
      <div className="settings-content">
        <Outlet />
      </div>
    </div>
  );
}
