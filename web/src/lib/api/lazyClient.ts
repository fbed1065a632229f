/**
 * `api` of ./client.ts, loaded on its first call: a component whose first render makes no call (a
 * card's Save or Propose button) imports this, so the page draws without the route table's schemas
 * and zod, which load with the first click or in parallel with the loader's request.
 */
import type { api as clientApi } from './client';

export const api = ((...args: Parameters<typeof clientApi>) => import('./client').then(({ api: call }) => call(...args))) as typeof clientApi;
export { isApiError } from './apiErrors';
