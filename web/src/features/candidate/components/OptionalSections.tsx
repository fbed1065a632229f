/**
 * The candidate form's two optional sections, Family Details and Horoscope, as the catalogue lists
 * them: in the whole form (new and edit) and, alone, on each section's own page. Nothing is required.
 */
import { useId, useState, type ReactNode } from 'react';
import { siblingCounts } from '#shared/domain/lists.js';
import { formFieldsOf, profileSections, type CatalogueKey } from '#shared/domain/profileFields.js';
import { profileSectionTexts } from '#shared/texts.js';
import { FormSection } from './FormSection';
import type { SectionProps } from './formSection';
import { ProfileInput } from './ProfileInput';

/** A section marked optional, its note read with the legend (aria-describedby). */
function OptionalFieldset({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  const noteId = useId();
  return (
    <FormSection title={`${title} (optional)`} describedBy={noteId}>
      <p id={noteId} className="cand-note">
        {note}
      </p>
      <div className="cand-grid">{children}</div>
    </FormSection>
  );
}

const countOf = (v: string) => (v === '' ? 0 : Number.parseInt(v, 10));

/**
 * 'How many brothers' and, once there is at least one, 'how many of them married', offering no
 * more than there are; fewer brothers than married ones clears the married count.
 */
function Siblings({ count, married, ...props }: SectionProps & { count: 'brothers' | 'sisters'; married: 'brothersMarried' | 'sistersMarried' }) {
  const { initial } = props;
  const [n, setN] = useState(initial[count] ?? '');
  const [m, setM] = useState(initial[married] ?? '');
  const choose = (next: string) => {
    setN(next);
    if (m !== '' && countOf(m) > countOf(next)) setM('');
  };
  return (
    <>
      <ProfileInput name={count} {...props} value={n} onChange={choose} />
      {countOf(n) > 0 && (
        <ProfileInput
          name={married}
          {...props}
          value={m}
          onChange={setM}
          choices={siblingCounts.filter((c) => countOf(c) <= countOf(n))}
        />
      )}
    </>
  );
}

/** The rows the Siblings pair asks. */
const siblingKeys: readonly CatalogueKey[] = ['brothers', 'brothersMarried', 'sisters', 'sistersMarried'];

export function FamilySection(props: SectionProps) {
  return (
    <OptionalFieldset title={profileSections.family} note={profileSectionTexts.familyOptional}>
      {formFieldsOf('family').map((f) => {
        if (f.key === 'brothers') return <Siblings key={f.key} count="brothers" married="brothersMarried" {...props} />;
        if (f.key === 'sisters') return <Siblings key={f.key} count="sisters" married="sistersMarried" {...props} />;
        if (siblingKeys.includes(f.key)) return null;
        return <ProfileInput key={f.key} name={f.key} {...props} />;
      })}
    </OptionalFieldset>
  );
}

export function HoroscopeSection(props: SectionProps) {
  return (
    <OptionalFieldset title={profileSections.horoscope} note={profileSectionTexts.horoscopeOptional}>
      {formFieldsOf('horoscope').map((f) => <ProfileInput key={f.key} name={f.key} {...props} />)}
    </OptionalFieldset>
  );
}
