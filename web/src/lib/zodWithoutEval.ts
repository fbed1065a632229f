/**
 * Zod 4 compiles object parsers with `new Function` where a page allows eval, and first probes for
 * it by trying one. The site's CSP allows no eval (infra/securityHeaders.ts): the probe is blocked
 * and reported as a violation even though Zod catches it. Jitless parsing skips the probe (and
 * the forms' schemas are small enough not to miss the compiled parsers). main.tsx imports this
 * first, so it runs before any schema parses.
 */
// Without importing zod: importing it here put about 4 kB gzip of zod into the entry bundle every
// first visit loads (zod itself is only in the lazy pages). Zod keeps its global config on
// globalThis.__zod_globalConfig and adopts the object already there (so copies of zod share it);
// mutated in place, it holds whether zod loads before or after. test/web/zodWithoutEval.test.tsx
// checks that zod sees it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
