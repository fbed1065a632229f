import { createGroupApp } from '../http/app.js';
import { saveUserInteraction } from '../services/interactions.js';

/** The userinteract endpoint group: interactions between two families (Not Interested; proposals next). */
export const userinteractApp = createGroupApp('userinteract', {
  saveUserInteraction: ({ caller, body }) => saveUserInteraction(caller, body),
});
