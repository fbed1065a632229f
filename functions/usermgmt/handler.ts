import { handle } from 'hono/aws-lambda';
import { usermgmtApp } from './app.js';

export const handler = handle(usermgmtApp);
