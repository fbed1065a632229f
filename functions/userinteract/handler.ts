import { handle } from 'hono/aws-lambda';
import { userinteractApp } from './app.js';

export const handler = handle(userinteractApp);
