/**
 * The error page's texts, quoted from the product specification (shared/texts.ts holds them in
 * `texts` too). A module of their own: the web app's entry bundle draws the error page, and a module
 * the entry imports is in the entry whole, so importing texts.ts put every text into every first visit.
 */
export const errorPageTexts = {
  notFoundTitle: 'Not found!',
  notFoundBody: 'Could not find resource or page.',
  genericErrorTitle: 'An error occurred!',
  genericErrorBody: 'Something went wrong!',
} as const;
