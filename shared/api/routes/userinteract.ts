/** The userinteract group's operations: interactions between two families (Not Interested now; proposals next). */
import * as search from '../../domain/search.js';
import { route } from './define.js';

export const userinteractRoutes = {
  saveUserInteraction: route({
    group: 'userinteract', method: 'POST', path: '/api/userinteract/saveUserInteraction', auth: 'member',
    summary: 'Record an interaction from the own candidate to another (Not Interested: the profile leaves Matched and Search for good)',
    body: search.interactionRequest,
    response: search.interaction,
  }),
} as const;
