/**
 * The server-side entry of the build-time pre-rendering (web/prerender.ts): renders a public page
 * of the same route tree, signed out, to HTML. Built by Vite in SSR mode, never shipped to browsers.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routeTree } from './app/router';
import { documentTitle } from './lib/pageTitle';

/** The page's HTML and its document title (the browser's router sets the same one as it loads). */
export async function renderPage(pathname: string): Promise<{ markup: string; title: string }> {
  const handler = createStaticHandler(routeTree);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect (${context.status}) at build time`);
  if (context.statusCode !== 200) throw new Error(`${pathname} rendered status ${context.statusCode} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline <script> with the loader data (the CSP forbids inline scripts); the
  // browser's router loads the page again and replaces this markup (main.tsx).
  const markup = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { markup, title: documentTitle(context.matches.map((m) => ({ handle: m.route.handle }))) };
}
