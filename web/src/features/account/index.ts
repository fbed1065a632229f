/**
 * What the account feature offers other features. Kept light on purpose: the eager home page
 * imports it, so nothing here may pull in the API client.
 */
export { accountNotices, type AccountNotices } from './notices';
