import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { bringIntoRow } from '#web/lib/bringIntoRow';
import { paths } from '#web/lib/paths';
import { useProposalStandings } from '#web/features/proposals';
import { dashboardTabs, trimSlash } from './frame';
import { countedTabName, TabCount } from './Waiting';

/**
 * The tabs as the ARIA tab pattern, each tab a link to its own URL (so Back and a reload keep it).
 * Left/Right, Home and End move between tabs; Enter or Space opens one (manual activation: moving
 * through the tabs loads nothing). The chosen tab's page renders in the one tab panel.
 */
export function DashboardTabs({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const baseId = useId();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const current = Math.max(
    0,
    dashboardTabs.findIndex((t) => t.path === trimSlash(pathname)),
  );
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;
  const receivedWaiting = useProposalStandings().receivedWaiting;

  useLayoutEffect(() => bringIntoRow(tabRefs.current[current]), [current, receivedWaiting]);

  function onKeyDown(e: KeyboardEvent<HTMLAnchorElement>, i: number) {
    const last = dashboardTabs.length - 1;
    const next =
      e.key === 'ArrowRight' ? (i === last ? 0 : i + 1)
      : e.key === 'ArrowLeft' ? (i === 0 ? last : i - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? last
      : null;
    if (next !== null) {
      e.preventDefault();
      tabRefs.current[next]?.focus();
    } else if (e.key === ' ') {
      // A link opens with Enter only; a tab opens with Space too.
      e.preventDefault();
      e.currentTarget.click();
    }
  }

  return (
    <>
      <div role="tablist" aria-label="Profiles and proposals" className="dashboard-tabs">
        {dashboardTabs.map((tab, i) => {
          const selected = i === current;
          return (
            <Link
              key={tab.path}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              to={tab.path}
              id={tabId(i)}
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              aria-label={tab.path === paths.receivedProposals ? countedTabName(tab.label, receivedWaiting) : undefined}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.label}
              {tab.path === paths.receivedProposals && <TabCount count={receivedWaiting} />}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)} tabIndex={0} className="dashboard-panel">
        {children}
      </div>
    </>
  );
}
