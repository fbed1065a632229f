/** /dashboard/myCandidateProfile/{candidateId}/familyDetails: the Family Details section on its own page. */
import { SectionPage, sectionAction, sectionLoader } from '#web/features/candidate/components/SectionPage';

export const loader = sectionLoader;
export const action = sectionAction('family');

export function Component() {
  return <SectionPage section="family" />;
}
