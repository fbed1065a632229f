/** What the console feature offers the app: its routes (mounted at /admin by app/router.tsx). */
export { consoleRoutes } from './routes';
