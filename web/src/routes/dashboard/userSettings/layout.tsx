import { NavLink, Outlet, useNavigate } from 'react-router';

export function Component() {
  const navigate = useNavigate();
  return (
    <div className="settings">
      <nav aria-label="User settings" className="settings-menu">
        <ul>
          <li>
            <button type="button" className="button button-secondary button-small" onClick={() => void navigate(-1)}>
              Back
            </button>
          </li>
          <li>
            <NavLink to="/dashboard/userSettings/myUserProfile">My User Profile</NavLink>
          </li>
          <li>
            <NavLink to="/dashboard/userSettings/referAFriend">Refer a Friend</NavLink>
          </li>
        </ul>
      </nav>
      <div className="settings-content">
        <Outlet />
      </div>
    </div>
  );
}
