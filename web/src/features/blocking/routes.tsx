/** Blocking a family: the Blocked Families page under User Settings (the Block button lives on the profile views; see index.ts). */
import type { RouteObject } from 'react-router';
import { blockTexts } from '#shared/domain/blockTexts.js';
import { titled } from '#web/lib/pageTitle';

/** Children of /dashboard/userSettings. */
export const blockingSettingsRoutes: RouteObject[] = [{ path: 'blockedFamilies', handle: titled(blockTexts.listTitle), lazy: () => import('./pages/blockedFamilies') }];
