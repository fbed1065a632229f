/**
 * The one call of review/reports.ts this group makes, in a module of its own: a module loaded
 * with `import()` is a chunk that keeps every export, and reports.ts's volunteer calls (resolving
 * a report disables accounts in Cognito) would bring the Cognito client into this group's bundle.
 */
export { reportProfile } from '../review/reports.js';
