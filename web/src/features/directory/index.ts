/** What the directory feature offers the app: its routes (the public /classified and the member's List My Service). */
export { directoryRoutes, myServicesRoutes } from './routes';
