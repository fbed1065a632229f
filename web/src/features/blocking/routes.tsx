/** Blocking a family: the Blocked Families page under User Settings (the Block button lives on the profile views; see index.ts). */
import type { RouteObject } from 'react-router';

/** Children of /dashboard/userSettings. */
export const blockingSettingsRoutes: RouteObject[] = [{ path: 'blockedFamilies', lazy: () => import('./pages/blockedFamilies') }];
