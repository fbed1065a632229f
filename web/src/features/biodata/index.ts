/**
 * The printable biodata: the page a family prints or saves as PDF, and the 'Print
 * Biodata' link other features put on a profile. It imports no other feature, so the own profile,
 * the Candidate Details modal and another family's profile page can all show the link.
 */
export { PrintBiodataLink, canPrintBiodata } from './components/PrintBiodataLink';
