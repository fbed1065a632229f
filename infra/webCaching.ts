/**
 * How long browsers and CloudFront keep the SPA's files, in one place for the CDK deployment
 * (infra/web.ts) and the local server: Vite's hashed assets never change under their name, so a
 * year and immutable (no revalidation on reload); everything else (index.html, the pre-rendered
 * pages, config.json) is revalidated at every use, so a deployment shows at once.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** The folder of the built SPA holding only content-hashed files. */
export const HASHED_DIR = 'assets';

/** The Cache-Control of a file of the built SPA, by its path relative to the SPA's root. */
export function cacheControlOf(file: string): string {
  return file.split(/[\\/]/)[0] === HASHED_DIR ? IMMUTABLE : NO_CACHE;
}
