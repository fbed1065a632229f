import { NavLink, Outlet } from 'react-router';
import { paths } from '#web/lib/paths';
import { consoleTexts } from '#web/features/console/texts';
import '#web/styles/console.css';

/** The console's frame: its heading and the menu of its pages. */
export function Component() {
  return (
    <div className="page console">
      <h1>{consoleTexts.title}</h1>
      <nav aria-label={consoleTexts.title} className="console-menu">
        <ul>
          <li>
            <NavLink to={paths.consoleReferralRequests}>{consoleTexts.referralRequests}</NavLink>
          </li>
          <li>
            <NavLink to={paths.consoleDirectory()}>{consoleTexts.directory}</NavLink>
          </li>
          <li>
            <NavLink to={paths.consoleEligibility()}>{consoleTexts.eligibility}</NavLink>
          </li>
          <li>
            <NavLink to={paths.consoleReports()}>{consoleTexts.reports}</NavLink>
          </li>
          <li>
            <NavLink to={paths.consoleAuditTrail()}>{consoleTexts.auditTrail}</NavLink>
          </li>
        </ul>
      </nav>
      <div className="console-content">
        <Outlet />
      </div>
    </div>
  );
}
