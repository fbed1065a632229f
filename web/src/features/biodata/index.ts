/**
 * The printable biodata: the page a family prints or shares as a PDF, the 'Print
 * Biodata' link, and 'Share biodata' (the PDF for the phone's share sheet, or a download). It imports
 * no other feature, so the own profile, the Candidate Details modal and another family's profile
 * page can all show them.
 */
export { PrintBiodataLink, canPrintBiodata } from './components/PrintBiodataLink';
export { ShareBiodataButton } from './components/ShareBiodataButton';
