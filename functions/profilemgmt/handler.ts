import { profilemgmtDispatch } from './app.js';

/** The group's Lambda: API Gateway's HTTP API event in, its result out (../http/dispatch.ts). */
export const handler = profilemgmtDispatch;
