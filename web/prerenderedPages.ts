/**
 * The public pages pre-rendered at build time (web/prerender.ts): URL path → the file under the
 * built SPA's root. The local server and CloudFront's rewrite function (infra/web.ts) read this
 * same map, so a page added here is served everywhere.
 */
export const prerenderedPages: Readonly<Record<string, string>> = {
  '/': 'pages/home.html',
  '/stepsinfo': 'pages/stepsinfo.html',
  '/support': 'pages/support.html',
  '/signin': 'pages/signin.html',
  '/referralcode': 'pages/referralcode.html',
  '/requestReferral': 'pages/requestReferral.html',
};
