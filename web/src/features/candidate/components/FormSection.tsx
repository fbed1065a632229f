import type { ReactNode } from 'react';

/**
 * One section of the candidate form: a fieldset whose legend is a real heading, so a screen reader
 * names the group by it and jumps from section to section by headings. Amplify's Fieldset draws its
 * legend twice (hidden, and aria-hidden for the eye), which leaves no heading to jump to.
 */
export function FormSection({ title, describedBy, children }: { title: string; describedBy?: string; children: ReactNode }) {
  return (
    <fieldset className="amplify-flex amplify-fieldset amplify-fieldset--outlined cand-section" aria-describedby={describedBy}>
      <legend className="cand-section-legend">
        <h2 className="cand-section-heading">{title}</h2>
      </legend>
      {children}
    </fieldset>
  );
}
