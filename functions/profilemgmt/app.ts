import { createGroupApp } from '../lib/app.js';

/** The profilemgmt endpoint group; its operations arrive with later issues (see shared/api/routes.ts). */
export const profilemgmtApp = createGroupApp('profilemgmt', {});
