import type { CandidateProfileView } from '#shared/domain/candidate.js';
import { biodataTexts } from '#shared/texts.js';
import { ButtonLink } from '#web/components/plainControls';
import { paths } from '#web/lib/paths';

/**
 * Who may print a biodata: the family itself, and a family connected to it (a proposal between them
 * accepted). The server says which in the view (`ownProfile`, `connected`), and shapes the profile
 * for that viewer, so the biodata never shows more than the screens do.
 */
export const canPrintBiodata = (p: Pick<CandidateProfileView, 'ownProfile' | 'connected'>) => p.ownProfile || p.connected;

/** 'Print Biodata', only where the viewer may print this profile's biodata. */
export function PrintBiodataLink({ profile, variant = 'secondary' }: { profile: CandidateProfileView; variant?: 'primary' | 'secondary' }) {
  if (!canPrintBiodata(profile)) return null;
  return (
    <ButtonLink to={paths.biodata(profile.id)} variant={variant}>
      {biodataTexts.printBiodata}
    </ButtonLink>
  );
}
