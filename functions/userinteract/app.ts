import { createGroupApp } from '../http/app.js';

/** The userinteract endpoint group; its operations arrive with later issues (see shared/api/routes.ts). */
export const userinteractApp = createGroupApp('userinteract', {});
