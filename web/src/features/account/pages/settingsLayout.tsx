import { NavLink, Outlet } from 'react-router';
import { blockTexts } from '#shared/domain/blocks.js';
import { emailChangeTexts } from '#shared/texts.js';
import { BackButton } from '#web/components/forms';
import { paths } from '#web/lib/paths';

export function Component() {
  return (
    <div className="settings">
      <nav aria-label="User settings" className="settings-menu">
        <ul>
          <li>
            <BackButton size="small" />
          </li>
          <li>
            <NavLink to={paths.myUserProfile}>My User Profile</NavLink>
          </li>
          <li>
            <NavLink to={paths.familyMembers}>Family Members</NavLink>
          </li>
          <li>
            <NavLink to={paths.familyActivity}>Family Activity</NavLink>
          </li>
          <li>
            <NavLink to={paths.changeEmail}>{emailChangeTexts.title}</NavLink>
          </li>
          <li>
            <NavLink to={paths.referAFriend}>Refer a Friend</NavLink>
          </li>
          <li>
            <NavLink to={paths.settingsPubUrl}>Shared Profile URL</NavLink>
          </li>
          <li>
            <NavLink to={paths.blockedFamilies}>{blockTexts.listTitle}</NavLink>
          </li>
          <li>
            <NavLink to={paths.myData}>My Data</NavLink>
          </li>
        </ul>
      </nav>
      <div className="settings-content">
        <Outlet />
      </div>
    </div>
  );
}
