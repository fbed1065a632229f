import { Outlet } from 'react-router';
import { DashboardSubnav } from './frame';

// The loader (the sign-in check) is in the route table: ./loaders.ts; the sub-navigation in the
// entry (./frame.tsx), which draws it on a first visit before this module is in.
export function Component() {
  return (
    <div className="dashboard">
      <DashboardSubnav />
      <Outlet />
    </div>
  );
}
