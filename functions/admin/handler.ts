import { handle } from 'hono/aws-lambda';
import { adminApp } from './app.js';

export const handler = handle(adminApp);
