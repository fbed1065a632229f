import { createGroupApp } from '../http/app.js';

/** The classified endpoint group; its operations arrive with later issues (see shared/api/routes.ts). */
export const classifiedApp = createGroupApp('classified', {});
