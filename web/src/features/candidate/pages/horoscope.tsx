/** /dashboard/myCandidateProfile/{candidateId}/horoscope: the Horoscope section on its own page. */
import { SectionPage, sectionAction, sectionLoader } from '#web/features/candidate/components/SectionPage';

export const loader = sectionLoader;
export const action = sectionAction('horoscope');

export function Component() {
  return <SectionPage section="horoscope" />;
}
