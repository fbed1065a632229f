/**
 * What the reporting feature offers other features: the 'Report this profile' button, which the
 * 'Candidate Details' modal of each discovery list and another family's profile page carry beside
 * Block this family. (The volunteers' queue of reports lives in the console feature.)
 */
export { ReportButton } from './components/ReportButton';
