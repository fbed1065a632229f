import { handle } from 'hono/aws-lambda';
import { classifiedApp } from './app.js';

export const handler = handle(classifiedApp);
