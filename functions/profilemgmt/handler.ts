import { handle } from 'hono/aws-lambda';
import { profilemgmtApp } from './app.js';

export const handler = handle(profilemgmtApp);
