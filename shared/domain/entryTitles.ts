/**
 * Page names that the SPA's first script shows itself (a dashboard tab, a route's title), in a
 * module of their own: the bundler places every module the first script imports inside it whole,
 * so importing them from their feature's texts would bring all those texts into every first page.
 */
export const listMyServiceTitle = 'List My Service';
export const blockedFamiliesTitle = 'Blocked Families';
