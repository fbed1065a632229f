/** Blocking a family: the Blocked Families page under User Settings (the Block button lives on the profile views; see index.ts). */
import type { RouteObject } from 'react-router';
import { blockedFamiliesTitle } from '#shared/domain/entryTitles.js';
import { titled } from '#web/lib/pageTitle';

/** Children of /dashboard/userSettings. */
export const blockingSettingsRoutes: RouteObject[] = [{ path: 'blockedFamilies', handle: titled(blockedFamiliesTitle), lazy: () => import('./pages/blockedFamilies') }];
