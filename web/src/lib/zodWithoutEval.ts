/**
 * Zod 4 compiles object parsers with `new Function` where a page allows eval, and first probes for
 * it by trying one. The site's CSP allows no eval (infra/securityHeaders.ts): the probe is blocked
 * and reported as a violation even though Zod catches it. Jitless parsing skips the probe (and
 * the forms' schemas are small enough not to miss the compiled parsers). main.tsx imports this
 * first, so it runs before any schema parses.
 */
import { z } from 'zod';

z.config({ jitless: true });
