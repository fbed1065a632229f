import { NavLink } from 'react-router';
import { paths } from '#web/lib/paths';
import { consoleTexts } from '#web/features/console/texts';

/** The Directory's two pages: the listings to moderate, and the domains and categories. */
export function DirectoryMenu() {
  return (
    <nav aria-label={consoleTexts.directory} className="console-submenu">
      <ul>
        <li>
          <NavLink to={paths.consoleDirectory()} end>
            {consoleTexts.listings}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.consoleCategories}>{consoleTexts.categories}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
