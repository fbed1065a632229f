/** The candidate form's first sections: who the candidate is, and their background and habits. */
import { useState } from 'react';
import { GOTRA_OTHER, MARRIAGE_DIVORCED } from '#shared/domain/lists.js';
import { formFieldsOf, profileSections } from '#shared/domain/profileFields.js';
import { FormSection } from './FormSection';
import type { SectionProps } from './formSection';
import { ProfileInput } from './ProfileInput';

/** Every field the catalogue puts in the section: a new one there is asked with no change here. */
export function AboutSection(props: SectionProps) {
  return (
    <FormSection title={profileSections.about}>
      <div className="cand-grid">
        {formFieldsOf('about').map((f) => <ProfileInput key={f.key} name={f.key} {...props} />)}
      </div>
    </FormSection>
  );
}

export function BackgroundSection(props: SectionProps) {
  const { initial } = props;
  const [gotra, setGotra] = useState(initial.gotra ?? '');
  const [marriage, setMarriage] = useState(initial.marriageStatus ?? '');
  return (
    <FormSection title={profileSections.background}>
      <div className="cand-grid">
        <ProfileInput name="religion" {...props} />
        <ProfileInput name="gotra" {...props} value={gotra} onChange={setGotra} />
        {gotra === GOTRA_OTHER && <ProfileInput name="enteredGotra" {...props} />}
        {(['nativeLanguage', 'foodHabits', 'drinkHabits', 'smokeHabits'] as const).map((name) => <ProfileInput key={name} name={name} {...props} />)}
        <ProfileInput name="marriageStatus" {...props} value={marriage} onChange={setMarriage} />
        {marriage === MARRIAGE_DIVORCED && (
          <>
            <ProfileInput name="yearsInPreviousMarriage" {...props} />
            <ProfileInput name="numOfChildrenFromPrevMarriage" {...props} />
          </>
        )}
      </div>
    </FormSection>
  );
}
